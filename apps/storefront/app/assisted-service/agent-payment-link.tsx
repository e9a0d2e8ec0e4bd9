/**
 * The payment step's end for an assisted-service agent on card payment (decision 0085): in place of 'Place order'
 * (the card is the customer's to type), a form that sends the customer a link to pay the cart themselves. It posts
 * to the payment step's action, so it works before scripts load; the answer stays beside the button, where the
 * agent is looking, until the next one.
 */
import { buttonClass } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "../i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import type { PaymentMessage } from "../checkout/payment/card-flow-types";

export const PAYMENT_LINK_INTENT = "payment-link";

export function AgentPaymentLink({ backTo, answer }: { backTo: string; answer: PaymentMessage | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === PAYMENT_LINK_INTENT;
  return (
    <Form
      method="post"
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4"
      data-testid="payment-link-form"
    >
      <input type="hidden" name="intent" value={PAYMENT_LINK_INTENT} />
      {answer && !sending ? (
        <FormAlert tone={answer.tone} spaced={false}>
          {answer.key ? t(answer.key) : answer.text}
        </FormAlert>
      ) : null}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={backTo} className={`${buttonClass({ variant: "secondary", size: "sm" })} text-center`}>
          {t("paymentMethods.back")}
        </Link>
        <button type="submit" disabled={sending} className={buttonClass({ className: "w-full sm:w-auto" })}>
          {t(sending ? "assistedService.sendingPaymentLink" : "assistedService.sendPaymentLink")}
        </button>
      </div>
    </Form>
  );
}
