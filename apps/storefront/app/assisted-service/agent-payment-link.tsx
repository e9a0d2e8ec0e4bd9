/**
 * The payment step's end for an assisted-service agent on card payment (decision 0085): in place of 'Place order'
 * (the card is the customer's to type), a form that sends the customer a link to pay the cart themselves. It posts
 * to the payment step's action, so it works before scripts load.
 */
import { buttonClass } from "@dukkan/ui/button";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";

export const PAYMENT_LINK_INTENT = "payment-link";

export function AgentPaymentLink({ backTo }: { backTo: string }) {
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
