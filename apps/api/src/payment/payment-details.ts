/**
 * Payment details (checkout spec §2.9–2.11, §3 Payment details, Saved payment method): the card a cart pays with
 * and customers' saved cards. Card data never reaches us: a new card is read back (masked) from the gateway
 * session the hosted fields filled; saving it asks the gateway for a token. The billing address is the one given,
 * or the cart's delivery address ('same as delivery').
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { BillingAddress, NewPaymentDetails, PaymentDetails, PaymentDetailsList } from "@dukkan/occ/checkout";
import type { CartCaller, CartService, Executor } from "../cart/cart-service.js";
import {
  readCheckoutState,
  setCartPaymentDetails,
  type CartPaymentDetails,
  type DeliveryAddressSnapshot,
} from "../checkout/checkout-state.js";
import type { Database } from "../db/client.js";
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  type GatewayCard,
  type PaymentGateway,
} from "./payment-gateway.js";
import {
  billingAddressMissing,
  guestsCannotSaveCards,
  paymentDetailsNotFound,
  paymentError,
  SESSION_EXPIRED,
} from "./payment-errors.js";
import { gatewayCall } from "./gateway-errors.js";
import { requireBoundSession } from "./payment-sessions.js";
import { savedPaymentMethods } from "./payment.tables.js";

type SavedMethod = typeof savedPaymentMethods.$inferSelect;

/** Spec §9 card brands by the gateway's scheme (anything else shows the generic card icon). */
const CARD_TYPES: Record<string, { code: string; name: string }> = {
  MASTERCARD: { code: "master", name: "Mastercard" },
  VISA: { code: "visa", name: "Visa" },
  AMEX: { code: "amex", name: "American Express" },
  DINERS: { code: "diners", name: "Diners Club" },
};

export function cardTypeOf(scheme: string): { code: string; name: string } {
  return CARD_TYPES[scheme.toUpperCase()] ?? { code: scheme.toLowerCase(), name: scheme };
}

/** ************0008 from the gateway's 512345xxxxxx0008: only the last four digits are ever shown. */
export function maskedCardNumber(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `************${digits.slice(-4)}`;
}

/** 2039 from the gateway's two-digit year. */
const fullYear = (year: string) => (year.length === 2 ? `20${year}` : year);

function billingFromDelivery(address: DeliveryAddressSnapshot): BillingAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2,
    town: address.town,
    postalCode: address.postalCode,
    region: { isocode: address.regionIsocode },
    country: { isocode: address.countryIsocode },
    email: address.email,
    phone: address.phone,
  };
}

function detailsOfCard(card: GatewayCard, holder: string | undefined): Omit<CartPaymentDetails, "id"> {
  return {
    accountHolderName: holder || card.nameOnCard,
    cardNumber: maskedCardNumber(card.number),
    cardType: cardTypeOf(card.scheme),
    expiryMonth: card.expiryMonth,
    expiryYear: fullYear(card.expiryYear),
  };
}

export function detailsOfSaved(method: SavedMethod): CartPaymentDetails {
  return {
    id: method.id,
    savedMethodId: method.id,
    accountHolderName: method.holderName ?? undefined,
    cardNumber: maskedCardNumber(method.maskedNumber),
    cardType: cardTypeOf(method.scheme),
    expiryMonth: method.expiryMonth,
    expiryYear: fullYear(method.expiryYear),
    defaultPayment: method.isDefault,
    saved: true,
    billingAddress: method.billingAddress ?? undefined,
  };
}

/** The OCC answer: the stored details without our internal links (saved method, session). */
export function paymentDetailsJson(details: CartPaymentDetails): PaymentDetails {
  const { savedMethodId: _saved, sessionId: _session, ...shown } = details;
  return shown;
}

/** Why a gateway call failed, without the error's message: that names the call's path, here the whole token. */
function failureOf(error: unknown): string {
  if (error instanceof GatewayRejectedError) return `refused (${error.status} ${error.errorCause ?? ""})`;
  if (error instanceof GatewayUnavailableError) return "gateway unreachable, or no answer in time";
  return error instanceof Error ? error.name : "unknown";
}

export class PaymentDetailsService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
    private readonly gateway: PaymentGateway,
  ) {}

  /** POST users/{u}/carts/{c}/paymentdetails: the card entered in the hosted fields becomes the cart's payment. */
  async addToCart(caller: CartCaller, cartId: string, body: NewPaymentDetails): Promise<PaymentDetails> {
    if (body.saved && caller === null) throw guestsCannotSaveCards();
    const cart = await this.carts.findIn(this.db, caller, cartId);
    await requireBoundSession(this.db, body.sessionID, cart, caller, "sessionID");
    const billingAddress = body.billingAddress ?? (await this.deliveryAsBilling(cart.id));
    if (!billingAddress) throw billingAddressMissing();
    const { card } = await gatewayCall(() => this.gateway.retrieveSession(body.sessionID));
    if (!card) throw paymentError(SESSION_EXPIRED, "sessionID");
    const token = body.saved ? await gatewayCall(() => this.gateway.tokenize(body.sessionID)) : null;
    return this.db.transaction(async (tx) => {
      const locked = await this.carts.lockIn(tx, caller, cart.guid);
      let details: CartPaymentDetails;
      if (token && caller !== null) {
        const saved = await this.saveMethod(tx, caller, {
          token: token.token,
          card: token.card,
          holder: body.accountHolderName,
          billingAddress,
          makeDefault: body.defaultPayment,
        });
        details = { ...detailsOfSaved(saved), sessionId: body.sessionID };
      } else {
        details = {
          id: randomUUID(),
          ...detailsOfCard(card, body.accountHolderName),
          defaultPayment: false,
          saved: false,
          sessionId: body.sessionID,
          billingAddress,
        };
      }
      await setCartPaymentDetails(tx, locked.id, details);
      return paymentDetailsJson(details);
    });
  }

  /** PUT users/{u}/carts/{c}/paymentdetails?paymentDetailsId=: one of the customer's saved cards pays. */
  async useSaved(caller: CartCaller, cartId: string, paymentDetailsId: string): Promise<void> {
    if (caller === null) throw paymentDetailsNotFound(paymentDetailsId);
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      const method = await this.ownedIn(tx, caller, paymentDetailsId);
      await setCartPaymentDetails(tx, cart.id, detailsOfSaved(method));
    });
  }

  /** GET users/{u}/paymentdetails: the default card first, then newest first. */
  async list(customerUid: string): Promise<PaymentDetailsList> {
    const rows = await this.db
      .select()
      .from(savedPaymentMethods)
      .where(eq(savedPaymentMethods.customerUid, customerUid))
      .orderBy(desc(savedPaymentMethods.isDefault), desc(savedPaymentMethods.createdAt), asc(savedPaymentMethods.id));
    return { payments: rows.map((row) => paymentDetailsJson(detailsOfSaved(row))) };
  }

  /**
   * PATCH users/{u}/paymentdetails/{id} {defaultPayment: true}: the customer's card becomes their default (the one
   * checkout offers first). The customer's cards are locked first, so two such requests at once end with one default.
   */
  async setDefault(customerUid: string, id: string): Promise<PaymentDetails> {
    return this.db.transaction(async (tx) => {
      await this.lockCustomerMethods(tx, customerUid);
      await this.ownedIn(tx, customerUid, id);
      await tx
        .update(savedPaymentMethods)
        .set({ isDefault: false })
        .where(
          and(
            eq(savedPaymentMethods.customerUid, customerUid),
            eq(savedPaymentMethods.isDefault, true),
            ne(savedPaymentMethods.id, id),
          ),
        );
      const [row] = await tx
        .update(savedPaymentMethods)
        .set({ isDefault: true })
        .where(eq(savedPaymentMethods.id, id))
        .returning();
      return paymentDetailsJson(detailsOfSaved(row!));
    });
  }

  /**
   * DELETE users/{u}/paymentdetails/{id}: only the customer's own card; another's answers like an unknown one.
   * Deleting the default card makes the newest remaining card the default (account spec §4.7: cards exist, so one
   * is the default). Once our row is gone the gateway forgets the token too, unless another customer saved the
   * same card (the gateway gives one card one token). The customer's deletion stands even when the gateway call
   * fails: the token is then unreachable from the shop, and a warning records it by its last four characters only.
   */
  async remove(customerUid: string, id: string, log: Pick<FastifyBaseLogger, "warn">): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      await this.lockCustomerMethods(tx, customerUid);
      const [row] = await tx
        .delete(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.customerUid, customerUid), eq(savedPaymentMethods.id, id)))
        .returning({ token: savedPaymentMethods.gatewayToken, wasDefault: savedPaymentMethods.isDefault });
      if (!row) throw paymentDetailsNotFound(id);
      if (row.wasDefault) {
        const [next] = await tx
          .select({ id: savedPaymentMethods.id })
          .from(savedPaymentMethods)
          .where(eq(savedPaymentMethods.customerUid, customerUid))
          .orderBy(desc(savedPaymentMethods.createdAt), asc(savedPaymentMethods.id))
          .limit(1);
        if (next)
          await tx.update(savedPaymentMethods).set({ isDefault: true }).where(eq(savedPaymentMethods.id, next.id));
      }
      return row;
    });
    if (await this.isTokenSaved(removed.token)) return;
    try {
      await this.gateway.deleteToken(removed.token);
    } catch (error) {
      // A token the gateway does not know is as gone as we want it.
      if (error instanceof GatewayRejectedError && error.status === 404) return;
      const tokenEnding = removed.token.slice(-4);
      log.warn({ tokenEnding, failure: failureOf(error) }, "saved card deleted but its gateway token was kept");
    }
  }

  /** Locks the customer's saved cards until the transaction ends: default changes happen one at a time. */
  private async lockCustomerMethods(tx: Executor, customerUid: string): Promise<void> {
    await tx
      .select({ id: savedPaymentMethods.id })
      .from(savedPaymentMethods)
      .where(eq(savedPaymentMethods.customerUid, customerUid))
      .for("update");
  }

  private async isTokenSaved(token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: savedPaymentMethods.id })
      .from(savedPaymentMethods)
      .where(eq(savedPaymentMethods.gatewayToken, token))
      .limit(1);
    return Boolean(row);
  }

  /** The customer's saved card, or 400 UnknownIdentifierError (also for another customer's card). */
  async owned(customerUid: string, id: string): Promise<SavedMethod> {
    return this.ownedIn(this.db, customerUid, id);
  }

  private async ownedIn(db: Executor, customerUid: string, id: string): Promise<SavedMethod> {
    const [row] = await db
      .select()
      .from(savedPaymentMethods)
      .where(and(eq(savedPaymentMethods.customerUid, customerUid), eq(savedPaymentMethods.id, id)));
    if (!row) throw paymentDetailsNotFound(id);
    return row;
  }

  private async deliveryAsBilling(cartId: number): Promise<BillingAddress | undefined> {
    const state = await readCheckoutState(this.db, cartId);
    return state.deliveryAddress ? billingFromDelivery(state.deliveryAddress) : undefined;
  }

  /**
   * Keeps the card's token for the customer (the same card saved again updates its row). It becomes the default
   * when asked, or when the customer has no default yet.
   */
  private async saveMethod(
    db: Executor,
    customerUid: string,
    saved: { token: string; card: GatewayCard; holder?: string; billingAddress: BillingAddress; makeDefault: boolean },
  ): Promise<SavedMethod> {
    const [currentDefault] = await db
      .select({ id: savedPaymentMethods.id, token: savedPaymentMethods.gatewayToken })
      .from(savedPaymentMethods)
      .where(and(eq(savedPaymentMethods.customerUid, customerUid), eq(savedPaymentMethods.isDefault, true)));
    const isDefault = saved.makeDefault || !currentDefault || currentDefault.token === saved.token;
    if (isDefault && currentDefault) {
      await db
        .update(savedPaymentMethods)
        .set({ isDefault: false })
        .where(
          and(eq(savedPaymentMethods.customerUid, customerUid), ne(savedPaymentMethods.gatewayToken, saved.token)),
        );
    }
    const fields = {
      maskedNumber: saved.card.number,
      scheme: saved.card.scheme,
      expiryMonth: saved.card.expiryMonth,
      expiryYear: saved.card.expiryYear,
      holderName: saved.holder || saved.card.nameOnCard || null,
      billingAddress: saved.billingAddress,
      isDefault,
    };
    const [row] = await db
      .insert(savedPaymentMethods)
      .values({ id: randomUUID(), customerUid, gatewayToken: saved.token, ...fields })
      .onConflictDoUpdate({
        target: [savedPaymentMethods.customerUid, savedPaymentMethods.gatewayToken],
        set: fields,
      })
      .returning();
    return row!;
  }
}
