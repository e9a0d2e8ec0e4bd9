/**
 * Guest registration from an order (checkout spec §2.16, §5.8, §7.5 'Register guest (guid, password)'; SAP OCC
 * `POST users` with guid and password): the guest order's e-mail becomes an active customer account with the
 * chosen password, and the order becomes theirs. The order guid is the proof: only the shopper who placed the
 * order has it (in their session). The storefront then signs in with the e-mail and password.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { customers, orders } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import type { Customer } from "./account-service.js";
import { hashPassword } from "./passwords.js";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refusal = (type: string, reason: string, subject: string, message: string) =>
  new OccHttpError(400, [{ type, reason, subject, subjectType: "field", message }]);

export const unknownGuestOrder = (guid: string) =>
  refusal("UnknownIdentifierError", "unknownOrder", "guid", `No placed order with guid ${guid}`);
export const notAGuestOrder = () =>
  refusal("ValidationError", "notGuestOrder", "guid", "This order already belongs to a customer account");
export const emailAlreadyRegistered = (email: string) =>
  refusal("DuplicateUidError", "mailExist", "uid", `User ${email} already exists`);

export class GuestRegistration {
  constructor(private readonly db: Database) {}

  /**
   * Creates the account of the guest order `guid` (password already checked against the password rule) and
   * attaches the order to it. Refusals (400): unknown or unplaced order, an order that is not a guest's,
   * an e-mail that already has an account.
   */
  async register(guid: string, password: string, language: Language): Promise<Customer> {
    if (!GUID.test(guid)) throw unknownGuestOrder(guid);
    // Hashing is slow: do it before the transaction holds the order's row.
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.guid, guid.toLowerCase())).for("update");
      // A card order still waiting for its payment is not placed yet.
      if (!order || order.status === "PAYMENT_PENDING") throw unknownGuestOrder(guid);
      if (order.customerUid !== null || !order.guestEmail) throw notAGuestOrder();
      const email = order.guestEmail.trim().toLowerCase();
      const [existing] = await tx.select({ uid: customers.uid }).from(customers).where(eq(customers.uid, email));
      if (existing) throw emailAlreadyRegistered(email);
      const contact = order.paymentInfo?.billingAddress ?? order.deliveryAddress;
      const [customer] = await tx
        .insert(customers)
        .values({
          uid: email,
          customerId: randomUUID(),
          email,
          titleCode: order.deliveryAddress.titleCode ?? null,
          firstName: contact.firstName,
          lastName: contact.lastName,
          // The phone typed at checkout was never verified by SMS: the profile asks for it when it is needed.
          phoneNumber: null,
          trn: order.trn,
          language,
          passwordHash,
          // The order confirmation went to this address, and the guid only reaches the shopper who ordered.
          active: true,
        })
        .onConflictDoNothing()
        .returning();
      if (!customer) throw emailAlreadyRegistered(email);
      await tx
        .update(orders)
        .set({ customerUid: customer.uid, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), isNull(orders.customerUid)));
      return customer;
    });
  }
}
