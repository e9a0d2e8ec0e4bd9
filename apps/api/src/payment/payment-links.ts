/**
 * Payment links (issue 19 screen 10, decision 0085): an assisted-service agent who built a customer's cart on the
 * phone sends the customer a link to pay it by card themselves, by e-mail and, to a verified mobile number, by SMS.
 * The link opens the storefront's checkout after the customer signs in as themselves; card details are never typed
 * by the agent. The cart must be ready for payment (entries, delivery address and mode), and the message states the
 * server-priced total.
 */
import { eq } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import { formatFils, occPrice } from "@dukkan/money";
import { isLanguage, type Language } from "@dukkan/i18n";
import type { PaymentLinkSent } from "@dukkan/occ/checkout";
import type { FastifyBaseLogger } from "fastify";
import { tooManyRequests } from "../account/account-routes.js";
import type { AgentActing } from "../assisted-service/agent-sessions.js";
import type { CartService } from "../cart/cart-service.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { RATE_LIMITS, type RateLimiter } from "../guards/rate-limiter.js";
import { signed, type EmailSender } from "../notifications/email.js";
import { SmsProviderError, type SmsSender } from "../notifications/sms.js";
import { OccHttpError } from "../occ/errors.js";
import type { RequestContext } from "../occ/request-context.js";
import type { PaymentService } from "./payment-service.js";

/** The storefront page a payment link opens (it signs the customer in first, then shows the checkout). */
export const PAYMENT_LINK_PATH = "checkout/payment-link";

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

  /** Sends the customer the link to pay their cart, in the customer's own language; refuses anyone but an agent. */
  async send(context: RequestContext, cartId: string, agent: AgentActing | null): Promise<PaymentLinkSent> {
    if (!agent) throw onlyAgents();
    const { db, carts, payments, limiter } = this.deps;
    const cart = await carts.find(context, cartId);
    const totals = await payments.checkoutTotals(cart, context);
    const allowed = await limiter.hit(`payment-link:${cart.id}`, RATE_LIMITS.paymentLinksPerCart);
    if (!allowed.allowed) {
      throw tooManyRequests(allowed.retryAfterSeconds, "Three payment links were sent for this cart in the last hour");
    }
    const [customer] = await db
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
    const language: Language = isLanguage(customer.language) ? customer.language : "en";
    const link = new URL(`/${language}/${PAYMENT_LINK_PATH}`, this.deps.storefrontUrl).href;
    const total = formatFils(totals.totalPriceFils, language);
    await this.deps.email.send({
      to: customer.email,
      language,
      subject: apiText(language, "paymentLink.subject", { total }),
      text: signed(
        language,
        apiText(language, "paymentLink.text", {
          firstName: customer.firstName,
          agent: agent.staff.name,
          items: apiText(language, "paymentLink.items", { count: totals.totalUnitCount }),
          total,
          link,
        }),
      ),
    });
    const texted =
      customer.phoneNumber && customer.phoneVerifiedAt
        ? await this.text(customer.phoneNumber, language, total, link)
        : false;
    return {
      email: customer.email,
      ...(texted && customer.phoneNumber ? { phoneNumber: customer.phoneNumber } : {}),
      totalPrice: occPrice(totals.totalPriceFils, language),
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
