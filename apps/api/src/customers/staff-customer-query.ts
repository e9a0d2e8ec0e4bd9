/**
 * The staff API's reads of customers (issue 19, screen 5): the searchable list and one customer's profile.
 *
 * Search (decision 0050) matches the START of the e-mail, the full name, the last name or the phone number, each
 * through a btree `text_pattern_ops` index (migration 0028), so it stays an index lookup however many customers
 * the shop has; a search anywhere inside a name would need a trigram index and the pg_trgm extension.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, notInArray, or, sql, sum, type SQL } from "drizzle-orm";
import type { OrderStatus } from "@dukkan/occ/order";
import type { StaffCustomer, StaffCustomerFilter, StaffCustomerList } from "@dukkan/staff-api";
import { customerAddresses } from "../addresses/addresses.tables.js";
import type { Database } from "../db/client.js";
import { customers, emailSubscriptions } from "../db/tables.js";
import { orderCodeOf } from "../orders/order-code.js";
import { orders } from "../orders/orders.tables.js";
import { socialIdentities } from "../social/social.tables.js";
import { loadPreferences } from "../stock-notifications/notification-preferences.js";
import { toDirhams } from "@dukkan/money";
import { pointsBalance } from "../loyalty/loyalty-ledger.js";
import { valueOfPoints, type LoyaltyRules } from "../loyalty/loyalty-rules.js";

const RECENT_ORDERS = 10;
/** Orders that are not money the customer spent with the shop. */
const NOT_SPENT: OrderStatus[] = ["PAYMENT_PENDING", "CANCELLED"];

/** `LIKE` treats %, _ and \ as special: a search for "a_b" means those characters. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The customers a search finds. Phone numbers are stored as digits with the country code (9715…): a number typed
 * the local way (05…) is read as 9715…, and spaces, dashes, brackets and a leading + are ignored.
 */
export function customerSearch(q: string): SQL {
  const text = likePrefix(q.toLowerCase());
  const matches: SQL[] = [
    sql`lower(${customers.email}) like ${text}`,
    sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) like ${text}`,
    sql`lower(${customers.lastName}) like ${text}`,
  ];
  const digits = q.replace(/[\s()+-]/g, "");
  if (/^\d{3,15}$/.test(digits)) {
    const international = digits.startsWith("0") ? `971${digits.slice(1)}` : digits;
    matches.push(sql`${customers.phoneNumber} like ${likePrefix(international)}`);
  }
  return or(...matches)!;
}

const ORDER_BY: Record<StaffCustomerFilter["sort"], SQL[]> = {
  "registered-desc": [desc(customers.createdAt), desc(customers.uid)],
  "registered-asc": [asc(customers.createdAt), asc(customers.uid)],
  "name-asc": [sql`lower(${customers.lastName})`, sql`lower(${customers.firstName})`, asc(customers.uid)],
  "name-desc": [sql`lower(${customers.lastName}) desc`, sql`lower(${customers.firstName}) desc`, desc(customers.uid)],
};

export async function staffCustomerList(db: Database, filter: StaffCustomerFilter): Promise<StaffCustomerList> {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(customerSearch(filter.q));
  if (filter.state === "active") conditions.push(isNull(customers.disabledAt));
  if (filter.state === "disabled") conditions.push(isNotNull(customers.disabledAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        customerId: customers.customerId,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phoneNumber: customers.phoneNumber,
        createdAt: customers.createdAt,
        active: customers.active,
        disabledAt: customers.disabledAt,
      })
      .from(customers)
      .where(where)
      .orderBy(...ORDER_BY[filter.sort])
      .limit(filter.pageSize)
      .offset(filter.currentPage * filter.pageSize),
    db.select({ value: count() }).from(customers).where(where),
  ]);
  const totalResults = total?.value ?? 0;
  return {
    customers: rows.map((row) => ({
      customerId: row.customerId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phoneNumber: row.phoneNumber,
      registeredAt: row.createdAt.toISOString(),
      activated: row.active,
      disabled: row.disabledAt !== null,
    })),
    pagination: {
      currentPage: filter.currentPage,
      pageSize: filter.pageSize,
      totalPages: Math.ceil(totalResults / filter.pageSize),
      totalResults,
    },
  };
}

export type CustomerRow = typeof customers.$inferSelect;

export async function customerById(db: Database, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  return row;
}

/** One customer as support staff see them; `rules` value their loyalty points. */
export async function staffCustomer(db: Database, customer: CustomerRow, rules: LoyaltyRules): Promise<StaffCustomer> {
  const placedOrCreated = sql`coalesce(${orders.placedAt}, ${orders.createdAt})`;
  const [addresses, recent, [totals], providers, [newsletter], notificationPreferences, points] = await Promise.all([
    db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerUid, customer.uid), eq(customerAddresses.visibleInAddressBook, true)))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt)),
    db
      .select({
        id: orders.id,
        status: orders.status,
        placedAt: orders.placedAt,
        totalPriceFils: orders.totalPriceFils,
      })
      .from(orders)
      .where(eq(orders.customerUid, customer.uid))
      .orderBy(desc(placedOrCreated), desc(orders.id))
      .limit(RECENT_ORDERS),
    db
      .select({
        count: count(),
        spent: sum(sql`case when ${notInArray(orders.status, NOT_SPENT)} then ${orders.totalPriceFils} else 0 end`),
      })
      .from(orders)
      .where(eq(orders.customerUid, customer.uid)),
    db
      .select({ provider: socialIdentities.provider })
      .from(socialIdentities)
      .where(eq(socialIdentities.customerUid, customer.uid)),
    db
      .select({ email: emailSubscriptions.email })
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, customer.email.toLowerCase())),
    loadPreferences(db, customer.uid),
    pointsBalance(db, customer.uid),
  ]);
  return {
    customerId: customer.customerId,
    email: customer.email,
    titleCode: customer.titleCode,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneNumber: customer.phoneNumber,
    phoneVerified: customer.phoneVerifiedAt !== null,
    language: customer.language,
    registeredAt: customer.createdAt.toISOString(),
    activated: customer.active,
    disabledAt: customer.disabledAt?.toISOString() ?? null,
    lastSignInAt: customer.lastSignInAt?.toISOString() ?? null,
    signIn: {
      password: customer.passwordHash !== null,
      socialProviders: [...new Set(providers.map((row) => row.provider))].sort(),
    },
    addresses: addresses.map((address) => ({
      id: address.id,
      name: `${address.firstName} ${address.lastName}`,
      line1: address.line1,
      line2: address.line2,
      town: address.town,
      regionIsocode: address.regionIsocode,
      areaIsocode: address.areaIsocode,
      phone: address.phone,
      isDefault: address.isDefault,
    })),
    orders: {
      count: totals?.count ?? 0,
      totalSpentFils: Number(totals?.spent ?? 0),
      recent: recent.map((order) => ({
        code: orderCodeOf(order.id),
        status: order.status,
        placed: order.placedAt?.toISOString() ?? null,
        totalPriceFils: order.totalPriceFils,
      })),
    },
    consents: { newsletter: newsletter !== undefined },
    notificationPreferences,
    loyalty: { points, value: toDirhams(valueOfPoints(rules, points)) },
  };
}
