/**
 * The address book (account spec §2.7, §3 Address; checkout spec §2.7 on submit, §5.1): a signed-in
 * customer's saved addresses. The routes act only for the token's own customer (account/user-guard.ts);
 * this service trusts the uid it is given and finds addresses only among that customer's rows, so an id
 * of someone else's address is simply unknown. Every write locks the customer's row first, so two tabs
 * cannot both make their address the first (default) one.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import { COUNTRY, type Language } from "@dukkan/occ";
import { addressPlaceIssues, formatAddressParts, type Address, type AddressFields } from "@dukkan/occ/address";
import type { Database } from "../db/client.js";
import { areas, customers, regions } from "../db/tables.js";
import { localize } from "../language/localized.js";
import { OccHttpError, unknownIdentifier } from "../occ/errors.js";
import { customerAddresses } from "./addresses.tables.js";
import { customerUidOf, type RequestContext } from "../occ/request-context.js";

type AddressRow = typeof customerAddresses.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A customer keeps at most this many addresses (the book is a list of cards, not a data store). */
export const MAX_ADDRESSES = 50;

const addressNotFound = (id: string) => unknownIdentifier("address", id, `Address with id ${id} not found`);

function invalidField(subject: string, message: string): OccHttpError {
  return new OccHttpError(400, [
    { type: "ValidationError", reason: "invalid", subject, subjectType: "field", message },
  ]);
}

/** The row's columns for a validated address (undefined optional fields become NULL). */
function columnsOf(fields: AddressFields) {
  return {
    titleCode: fields.titleCode ?? null,
    firstName: fields.firstName,
    lastName: fields.lastName,
    line1: fields.line1,
    line2: fields.line2 ?? null,
    town: fields.town,
    postalCode: fields.postalCode ?? null,
    countryIsocode: fields.country.isocode,
    regionIsocode: fields.region.isocode,
    areaIsocode: fields.area.isocode,
    trn: fields.trn ?? null,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
    email: fields.email ?? null,
    phone: fields.phone,
    cellphone: fields.cellphone ?? null,
    shippingAddress: fields.shippingAddress ?? true,
    visibleInAddressBook: fields.visibleInAddressBook ?? true,
  };
}

/** The fields of a stored row, so a PATCH can merge a subset over them and validate the whole. */
export function fieldsOf(row: AddressRow): AddressFields {
  const optional = <T>(value: T | null) => value ?? undefined;
  return {
    titleCode: optional(row.titleCode),
    firstName: row.firstName,
    lastName: row.lastName,
    line1: row.line1,
    line2: optional(row.line2),
    town: row.town,
    postalCode: optional(row.postalCode),
    country: { isocode: row.countryIsocode },
    region: { isocode: row.regionIsocode },
    area: { isocode: row.areaIsocode },
    trn: optional(row.trn),
    latitude: optional(row.latitude),
    longitude: optional(row.longitude),
    email: optional(row.email),
    phone: row.phone,
    cellphone: optional(row.cellphone),
    defaultAddress: row.isDefault,
    shippingAddress: row.shippingAddress,
    visibleInAddressBook: row.visibleInAddressBook,
  };
}

export class AddressService {
  constructor(private readonly db: Database) {}

  /** The customer's addresses: the default first, then the oldest first (the order they were added). */
  async list(context: Pick<RequestContext, "caller" | "language">): Promise<Address[]> {
    const customerUid = customerUidOf(context);
    const rows = await this.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerUid, customerUid))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt), asc(customerAddresses.id));
    return this.toJson(rows, context.language);
  }

  async get(context: Pick<RequestContext, "caller" | "language">, id: string): Promise<Address> {
    const customerUid = customerUidOf(context);
    const [row] = await this.db.select().from(customerAddresses).where(this.owned(customerUid, id));
    if (!row) throw addressNotFound(id);
    const [json] = await this.toJson([row], context.language);
    return json!;
  }

  /** Adds an address; the customer's first address is always the default (checkout spec §2.7). */
  async create(context: Pick<RequestContext, "caller" | "language">, fields: AddressFields): Promise<Address> {
    const customerUid = customerUidOf(context);
    await this.checkPlace(fields);
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await this.lockCustomer(tx, customerUid);
      const existing = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerUid, customerUid));
      if (existing.length >= MAX_ADDRESSES) {
        throw new OccHttpError(400, [
          {
            type: "AddressLimitError",
            reason: "tooMany",
            subject: "address",
            subjectType: "field",
            message: `An address book holds at most ${MAX_ADDRESSES} addresses.`,
          },
        ]);
      }
      const isDefault = existing.length === 0 || fields.defaultAddress === true;
      if (isDefault) await this.clearDefault(tx, customerUid);
      await tx.insert(customerAddresses).values({ id, customerUid, ...columnsOf(fields), isDefault });
    });
    return this.get(context, id);
  }

  /**
   * Replaces an address's fields (PUT; PATCH merges its subset over the stored fields first). Setting
   * defaultAddress true makes it the default; false on the default keeps it (a book with addresses always
   * has one default — another address takes over only by becoming the default itself).
   */
  async update(context: Pick<RequestContext, "caller">, id: string, fields: AddressFields): Promise<void> {
    const customerUid = customerUidOf(context);
    await this.checkPlace(fields);
    await this.db.transaction(async (tx) => {
      await this.lockCustomer(tx, customerUid);
      const [row] = await tx.select().from(customerAddresses).where(this.owned(customerUid, id));
      if (!row) throw addressNotFound(id);
      const makeDefault = fields.defaultAddress === true && !row.isDefault;
      if (makeDefault) await this.clearDefault(tx, customerUid);
      await tx
        .update(customerAddresses)
        .set({ ...columnsOf(fields), isDefault: row.isDefault || makeDefault, updatedAt: new Date() })
        .where(this.owned(customerUid, id));
    });
  }

  /** The stored fields of one of the customer's addresses (for PATCH). */
  async storedFields(context: Pick<RequestContext, "caller">, id: string): Promise<AddressFields> {
    const customerUid = customerUidOf(context);
    const [row] = await this.db.select().from(customerAddresses).where(this.owned(customerUid, id));
    if (!row) throw addressNotFound(id);
    return fieldsOf(row);
  }

  /** Deletes an address; when it was the default, the oldest remaining address becomes the default. */
  async remove(context: Pick<RequestContext, "caller">, id: string): Promise<void> {
    const customerUid = customerUidOf(context);
    await this.db.transaction(async (tx) => {
      await this.lockCustomer(tx, customerUid);
      const [removed] = await tx.delete(customerAddresses).where(this.owned(customerUid, id)).returning();
      if (!removed) throw addressNotFound(id);
      if (!removed.isDefault) return;
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerUid, customerUid))
        .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
        .limit(1);
      if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
    });
  }

  private owned(customerUid: string, id: string) {
    return and(eq(customerAddresses.customerUid, customerUid), eq(customerAddresses.id, id));
  }

  private async lockCustomer(tx: Transaction, customerUid: string): Promise<void> {
    await tx.select({ uid: customers.uid }).from(customers).where(eq(customers.uid, customerUid)).for("update");
  }

  private async clearDefault(tx: Transaction, customerUid: string): Promise<void> {
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(and(eq(customerAddresses.customerUid, customerUid), eq(customerAddresses.isDefault, true)));
  }

  /** The shop delivers in one country; the region must be one of its regions and the area one of the region's. */
  private async checkPlace(fields: AddressFields): Promise<void> {
    if (fields.country.isocode !== COUNTRY) {
      throw invalidField("country.isocode", `We deliver only in ${COUNTRY}.`);
    }
    const issues = addressPlaceIssues(fields);
    if (issues.includes("region")) throw invalidField("region.isocode", "The region is not in the country.");
    if (issues.includes("area")) throw invalidField("area.isocode", "The area is not in the region.");
    const [area] = await this.db
      .select({ isocode: areas.isocode })
      .from(areas)
      .innerJoin(regions, eq(regions.isocode, areas.regionIsocode))
      .where(
        and(
          eq(areas.isocode, fields.area.isocode),
          eq(areas.regionIsocode, fields.region.isocode),
          eq(regions.countryIsocode, fields.country.isocode),
        ),
      );
    if (!area) throw invalidField("area.isocode", `Unknown delivery area ${fields.area.isocode}.`);
  }

  private async toJson(rows: AddressRow[], language: Language): Promise<Address[]> {
    if (rows.length === 0) return [];
    const [regionRows, areaRows] = await Promise.all([
      this.db.select({ isocode: regions.isocode, name: regions.name }).from(regions),
      this.db.select({ isocode: areas.isocode, name: areas.name }).from(areas),
    ]);
    const regionName = new Map(regionRows.map((region) => [region.isocode, localize(region.name, language)]));
    const areaName = new Map(areaRows.map((area) => [area.isocode, localize(area.name, language)]));
    return rows.map((row) => {
      const country = { isocode: row.countryIsocode, name: apiText(language, "country.AE") };
      const area = { isocode: row.areaIsocode, name: areaName.get(row.areaIsocode) ?? row.areaIsocode };
      const region = {
        isocode: row.regionIsocode,
        isocodeShort: row.regionIsocode.slice(row.countryIsocode.length + 1),
        name: regionName.get(row.regionIsocode) ?? row.regionIsocode,
        area,
      };
      const optional = <K extends string, V>(key: K, value: V | null) =>
        (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;
      return {
        id: row.id,
        ...optional("titleCode", row.titleCode),
        firstName: row.firstName,
        lastName: row.lastName,
        line1: row.line1,
        ...optional("line2", row.line2),
        town: row.town,
        ...optional("postalCode", row.postalCode),
        country,
        region,
        area,
        ...optional("trn", row.trn),
        ...optional("latitude", row.latitude),
        ...optional("longitude", row.longitude),
        ...optional("email", row.email),
        phone: row.phone,
        ...optional("cellphone", row.cellphone),
        defaultAddress: row.isDefault,
        shippingAddress: row.shippingAddress,
        visibleInAddressBook: row.visibleInAddressBook,
        formattedAddress: formatAddressParts({ ...row, area: area.name, region: region.name, country: country.name }),
      };
    });
  }
}
