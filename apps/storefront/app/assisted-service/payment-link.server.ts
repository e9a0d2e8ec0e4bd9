/**
 * The agent's 'Send payment link' on the payment step (decision 0085): the customer gets an e-mail (and an SMS to a
 * verified number) with a link to pay the cart by card themselves; the page says where it went, or what to do when
 * it could not be sent.
 */
import type { CheckoutGuardResult } from "../checkout/checkout-guard.server";
import { sendPaymentLink } from "../checkout/checkout.server";
import type { PlaceOrderAnswer } from "../checkout/payment/place-order.server";
import { i18nFor } from "../i18n/i18n";
import { OccRequestError } from "../occ/occ-client.server";
import { formatPrice } from "../ui/price";

export { PAYMENT_LINK_INTENT } from "./agent-payment-link";

/** A left-to-right isolate: an e-mail address or phone number keeps its order and place inside an Arabic sentence. */
const ltr = (text: string) => `\u2066${text}\u2069`;

export async function paymentLinkAnswer(checkout: CheckoutGuardResult): Promise<PlaceOrderAnswer> {
  const { t } = i18nFor(checkout.language);
  if (!checkout.session.data.agent)
    return { messages: [], paymentLink: { tone: "error", key: "assistedService.paymentLinkAgentsOnly" } };
  try {
    const sent = await sendPaymentLink(checkout);
    // The API words its messages in the customer's language; the agent reads this page in theirs.
    const total = formatPrice(sent.totalPrice, checkout.language) ?? sent.totalPrice.formattedValue;
    const text = sent.phoneNumber
      ? t("assistedService.paymentLinkSentBoth", { email: ltr(sent.email), phone: ltr(sent.phoneNumber), total })
      : t("assistedService.paymentLinkSent", { email: ltr(sent.email), total });
    return { messages: [], paymentLink: { tone: "success", text } };
  } catch (error) {
    if (error instanceof OccRequestError && error.status === 429) {
      return { messages: [], paymentLink: { tone: "error", key: "assistedService.paymentLinkTooMany" } };
    }
    if (error instanceof OccRequestError && error.status === 400) {
      return { messages: [], paymentLink: { tone: "error", text: error.message } };
    }
    throw error;
  }
}
