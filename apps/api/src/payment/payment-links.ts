/**
 * Payment links (issue 19 screen 10, decision 0085): an assisted-service agent who built a customer's cart on the
 * phone sends the customer a link to pay it by card themselves, by e-mail and, to a verified mobile number, by SMS.
 * The link opens the storefront's checkout after the customer signs in as themselves; card details are never typed
 * by the agent. The cart must be ready for payment (entries, delivery address and mode), and the message states the
 * server-priced total.
 *
 * A guest served by an agent (decision 0087) has no account to sign in to: the link goes by e-mail only, to the
 * address the guest gave for the cart, and names the guest cart by its guid, which is how OCC addresses a guest's
 * cart anyway; the storefront opens that cart's payment step from it.
 */
import { eq } from "drizzle-orm";
import { AGENT_GUEST } from "@dukkan/staff-api";
import { apiText } from "@dukkan/i18n/api";
import { formatFils, occPrice } from "@dukkan/money";
import { isLanguage, type Language } from "@dukkan/i18n";
import type { PaymentLinkSent } from "@dukkan/occ/checkout";
import type { FastifyBaseLogger } from "fastify";
import { tooManyRequests } from "../account/account-routes.js";
import type { AgentActing } from "../assisted-service/agent-sessions.js";
import type { CartRecord, CartService } from "../cart/cart-service.js";
import { readCheckoutState } from "../checkout/checkout-state.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { RATE_LIMITS, type RateLimiter } from "../guards/rate-limiter.js";
import { signed, type EmailSender } from "../notifications/email.js";
import { SmsProviderError, type SmsSender } from "../notifications/sms.js";
import { OccHttpError } from "../occ/errors.js";
import { checkoutHasMissing } from "../orders/order-errors.js";
import type { RequestContext } from "../occ/request-context.js";
import type { PaymentService } from "./payment-service.js";

/** The storefront page a payment link opens (it signs the customer in first, then shows the checkout). */
export const PAYMENT_LINK_PATH = "checkout/payment-link";
/** The query parameter of a guest's link: the guest cart's guid. */
export const PAYMENT_LINK_GUEST_CART = "cart";

/** Whom a link goes to: a customer (e-mail, SMS to a verified number) or a guest (e-mail only). */
interface Recipient {
  email: string;
  firstName: string;
  language: Language;
  /** A verified mobile number to text the link to. */
  verifiedPhone: string | null;
  /** The guest cart's guid, for a guest's link. */
  guestCart: string | null;
}

const onlyAgents = () =>
  new OccHttpError(403, [
    {
      type: "ForbiddenError",
      message: "Only an assisted-service agent sends a payment link; customers pay their cart at checkout",
    },
  ]);

export class PaymentLinks {
  constructor(
    private readonly deps: {
      db: Database;
      carts: CartService;
      payments: Pick<PaymentService, "checkoutTotals">;
      email: EmailSender;
      sms: SmsSender;
      limiter: RateLimiter;
      storefrontUrl: string;
      logger: FastifyBaseLogger;
    },
  ) {}

  /**
   * Sends the customer (or the guest) the link to pay their cart, in their language; refuses anyone but an agent.
   */
  async send(context: RequestContext, cartId: string, agent: AgentActing | null): Promise<PaymentLinkSent> {
    if (!agent) throw onlyAgents();
    const { carts, payments, limiter } = this.deps;
    const cart = await carts.find(context, cartId);
    const totals = await payments.checkoutTotals(cart, context);
    const recipient =
      agent.customerId === AGENT_GUEST ? await this.guest(cart, context.language) : await this.customer(agent);
    const allowed = await limiter.hit(`payment-link:${cart.id}`, RATE_LIMITS.paymentLinksPerCart);
    if (!allowed.allowed) {
      throw tooManyRequests(allowed.retryAfterSeconds, "Three payment links were sent for this cart in the last hour");
    }
    const { language } = recipient;
    const link = new URL(`/${language}/${PAYMENT_LINK_PATH}`, this.deps.storefrontUrl);
    if (recipient.guestCart) link.searchParams.set(PAYMENT_LINK_GUEST_CART, recipient.guestCart);
    const total = formatFils(totals.totalPriceFils, language);
    await this.deps.email.send({
      to: recipient.email,
      language,
      subject: apiText(language, "paymentLink.subject", { total }),
      text: signed(
        language,
        apiText(language, recipient.guestCart ? "paymentLink.guestText" : "paymentLink.text", {
          firstName: recipient.firstName,
          agent: agent.staff.name,
          items: apiText(language, "paymentLink.items", { count: totals.totalUnitCount }),
          total,
          link: link.href,
        }),
      ),
    });
    const texted = recipient.verifiedPhone
      ? await this.text(recipient.verifiedPhone, language, total, link.href)
      : false;
    return {
      email: recipient.email,
      ...(texted && recipient.verifiedPhone ? { phoneNumber: recipient.verifiedPhone } : {}),
      totalPrice: occPrice(totals.totalPriceFils, language),
    };
  }

  /** The customer the agent acts for, in the language of their account. */
  private async customer(agent: AgentActing): Promise<Recipient> {
    if (agent.customerUid === null) throw onlyAgents();
    const [customer] = await this.deps.db
      .select({
        email: customers.email,
        firstName: customers.firstName,
        phoneNumber: customers.phoneNumber,
        phoneVerifiedAt: customers.phoneVerifiedAt,
        language: customers.language,
      })
      .from(customers)
      .where(eq(customers.uid, agent.customerUid));
    if (!customer) throw onlyAgents();
    return {
      email: customer.email,
      firstName: customer.firstName,
      language: isLanguage(customer.language) ? customer.language : "en",
      verifiedPhone: customer.phoneVerifiedAt ? customer.phoneNumber : null,
      guestCart: null,
    };
  }

  /**
   * The guest of a guest cart: the e-mail they gave for it (400 checkoutReview.checkOutHasMissing without one) and
   * the name on its delivery address, in the language the agent serves them in. No SMS: nobody verified the number.
   */
  private async guest(cart: CartRecord, language: Language): Promise<Recipient> {
    const state = await readCheckoutState(this.deps.db, cart.id);
    if (!state.guestEmail) throw checkoutHasMissing("email");
    return {
      email: state.guestEmail,
      firstName: state.deliveryAddress?.firstName ?? "",
      language,
      verifiedPhone: null,
      guestCart: cart.guid,
    };
  }

  /** The SMS beside the e-mail; a number the provider refuses leaves the e-mail as the one link sent. */
  private async text(phoneNumber: string, language: Language, total: string, link: string): Promise<boolean> {
    try {
      await this.deps.sms.send({ to: phoneNumber, text: apiText(language, "paymentLink.sms", { total, link }) });
      return true;
    } catch (error) {
      if (!(error instanceof SmsProviderError)) throw error;
      this.deps.logger.warn({ status: error.status }, "payment link SMS refused by the provider");
      return false;
    }
  }
}
