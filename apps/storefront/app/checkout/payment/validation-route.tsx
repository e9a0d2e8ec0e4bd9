/**
 * `/{lang}/checkout/payment-details/validation?cart={cartId}` (checkout spec §2.15, §4.8): where the issuer's
 * 3-D Secure challenge returns the shopper. The gateway's POST comes from another site, so it carries no session
 * cookie (SameSite=Lax): it is answered 303 to a GET of the same URL and nothing in its body is read. The page
 * then shows a spinner and posts, from our own origin, to its action, which completes the stored payment.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, redirect, useActionData, useNavigate, useSubmit } from "react-router";
import type { Route } from "./+types/validation-route";
import { requireCheckout } from "../checkout-guard.server";
import { stepPath } from "../checkout-steps";
import { CheckoutLayout } from "../checkout-layout";
import { i18nFor } from "../../i18n/i18n";
import { useLanguage } from "../../i18n/use-language";
import { isSameOriginRequest } from "@dukkan/web-server/csrf";
import { commitSession } from "../../session/session.server";
import { PaymentMessages, Spinner } from "./payment-ui";
import { completePayment, storedPaymentFor } from "./validation.server";

export async function loader(args: Route.LoaderArgs) {
  const checkout = await requireCheckout(args, "paymentDetails");
  const cartParam = new URL(args.request.url).searchParams.get("cart");
  if (!storedPaymentFor(checkout, cartParam)) {
    throw redirect(stepPath(checkout.language, "paymentDetails"), {
      headers: { "Set-Cookie": await commitSession(checkout.session) },
    });
  }
  const { t } = i18nFor(checkout.language);
  return data(
    { cart: checkout.cart, title: t("checkoutValidation.title") },
    { headers: { "Set-Cookie": await commitSession(checkout.session) } },
  );
}

/** Our own page's POST carries intent=process; anything else (the gateway's return) becomes a GET of this URL. */
async function isOwnProcessRequest(request: Request): Promise<boolean> {
  if (!isSameOriginRequest(request)) return false;
  const form = await request.formData().catch(() => undefined);
  return form?.get("intent") === "process";
}

export async function action(args: Route.ActionArgs) {
  const url = new URL(args.request.url);
  if (!(await isOwnProcessRequest(args.request))) {
    return redirect(`${url.pathname}${url.search}`, 303);
  }
  const checkout = await requireCheckout(args, "paymentDetails");
  const answer = await completePayment(checkout, url.searchParams.get("cart"));
  if (answer instanceof Response) return answer;
  return data(answer, { headers: { "Set-Cookie": await commitSession(checkout.session) } });
}

/** After a failed payment the stored body is gone: reloading this page's data would leave before the 1 s. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ValidationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const answer = useActionData<typeof action>();
  const submit = useSubmit();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  // Spec §4.8: the payment is completed as soon as the page is shown (once, even if effects run twice).
  useEffect(() => {
    if (submitted.current || !form.current) return;
    submitted.current = true;
    void submit(form.current, { replace: true });
  }, [submit]);

  const then = answer && "then" in answer ? answer.then : undefined;
  useEffect(() => {
    if (!then) return;
    const timer = setTimeout(() => void navigate(then.to, { replace: true }), then.afterMs);
    return () => clearTimeout(timer);
  }, [then, navigate]);

  return (
    <CheckoutLayout step="paymentDetails" cart={loaderData.cart}>
      <section className="flex flex-col items-center gap-4 py-10" data-testid="payment-validation">
        {then ? (
          <>
            <meta httpEquiv="refresh" content={`${Math.max(1, Math.round(then.afterMs / 1000))};url=${then.to}`} />
            <PaymentMessages
              shown={{ id: 1, messages: answer && "messages" in answer ? answer.messages : [] }}
              persistent
            />
          </>
        ) : (
          <Spinner label={t("checkoutValidation.title")} className="py-6 text-lg" />
        )}
        <Form method="post" ref={form} replace>
          <input type="hidden" name="intent" value="process" />
          <noscript>
            <button type="submit" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
              {t("checkoutValidation.title")}
            </button>
          </noscript>
        </Form>
        {then ? (
          <a href={stepPath(language, "paymentDetails")} className="text-sm font-semibold text-brand-700 underline">
            {t("checkoutValidation.backToPayment")}
          </a>
        ) : null}
      </section>
    </CheckoutLayout>
  );
}
