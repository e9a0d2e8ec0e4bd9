/**
 * `/{lang}/checkout/payment-details` (checkout spec §2.9–2.13, reading B's last step): payment method, card entry,
 * order review, terms and place order. The loader runs the checkout guards; the action places a cash order (a
 * plain form post). A card is paid through `/{lang}/checkout/payment-details/card` and the validation page.
 */
import { lazy, Suspense } from "react";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/constants";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/payment-details-route";
import { deliveryRegions } from "../../area/area.server";
import { requireCheckout } from "../checkout-guard.server";
import { CheckoutLayout } from "../checkout-layout";
import { loadPaymentModes, loadSavedPaymentDetails } from "../checkout.server";
import { isPickUp } from "../checkout-steps";
import { i18nFor } from "../../i18n/i18n";
import { useLanguage } from "../../i18n/use-language";
import { usePreloadPageCode } from "../../prefetch/preload-page-code";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../../security/form-data.server";
import { commitSession, sessionHeaders } from "../../session/session.server";
import { PaymentDetailsStep, type PaymentStepData } from "./payment-details-step";
import { initialPaymentType } from "./payment-type";
import { consentEmailOf } from "./payment.server";
import { placeCashOrder } from "./place-order.server";
import { failureMessages } from "./validation.server";
import { isSmsIntent } from "../../account/sms-flow.server";
import { loadCartLoyalty } from "../../loyalty/loyalty.server";
import { PAYMENT_LINK_INTENT, paymentLinkAnswer } from "../../assisted-service/payment-link.server";
import { continueLoyaltyOrder, postedLoyaltyChoice, startLoyaltyOrder } from "../../loyalty/place-loyalty-order.server";

/**
 * The SMS code dialog (before placing an order the points pay for) loads when it opens in the browser
 * (decision 0089): few visits open it. The server renders it in place after a form posted without scripts (a
 * suspended part would stream in a form only scripts can show; decision 0072).
 */
const SmsDialog = import.meta.env.SSR
  ? (await import("../../account/sms-dialog")).SmsDialog
  : lazy(() => import("../../account/sms-dialog").then((module) => ({ default: module.SmsDialog })));

/** Storefront configuration (spec §2.9): the two phone-maker wallets are shown, disabled, only when enabled. */
function walletsShown(env = process.env): boolean {
  return env.SHOW_WALLET_PAYMENT_OPTIONS === "true";
}

export async function loader(args: Route.LoaderArgs) {
  const checkout = await requireCheckout(args, "paymentDetails");
  const { session, language, cart, isGuest } = checkout;
  // A fresh payment page has no order in flight: a card attempt left half-way (reload, back) starts over.
  session.unset("placeOrderMarker");
  session.unset("paymentBody");
  session.unset("newsletterEmail");
  const [paymentModes, savedCards, regions, loyalty] = await Promise.all([
    loadPaymentModes(checkout),
    isGuest ? Promise.resolve([]) : loadSavedPaymentDetails(checkout),
    deliveryRegions(language),
    isGuest ? Promise.resolve(undefined) : loadCartLoyalty(checkout),
  ]);
  const cashAllowed = !isGuest && paymentModes.some((mode) => mode.code === PAYMENT_MODE_CODES.payOnDelivery);
  const paysOnDelivery = cart.paymentMode?.code === PAYMENT_MODE_CODES.payOnDelivery;
  const step: PaymentStepData = {
    cart,
    isGuest,
    cashAllowed,
    walletsShown: walletsShown(),
    savedCards,
    regions: regions.map((region) => ({ isocode: region.isocode, name: region.name })),
    pickUp: isPickUp(cart),
    canSubscribe: consentEmailOf(cart) !== undefined,
    ...(loyalty ? { loyalty } : {}),
    ...(session.data.agent ? { agentSession: true } : {}),
    serverType: initialPaymentType(paysOnDelivery && cashAllowed ? 2 : -1, {
      isGuest,
      savedCardCount: savedCards.length,
    }),
  };
  const { t } = i18nFor(language);
  // Back from a failed card payment (validation page): its messages again, from the reason alone (spec §4.8).
  const url = new URL(args.request.url);
  const failure =
    url.searchParams.get("payment") === "failed"
      ? failureMessages(url.searchParams.get("reason") ?? undefined)
      : undefined;
  return data({ step, failure, title: t("checkout.steps.paymentDetails") }, { headers: await sessionHeaders(session) });
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const checkout = await requireCheckout(args, "paymentDetails");
  const form = await readFormData(args.request);
  const intent = String(form.get("intent") ?? "");
  if (intent === PAYMENT_LINK_INTENT) {
    return data(await paymentLinkAnswer(checkout), {
      headers: { "Set-Cookie": await commitSession(checkout.session) },
    });
  }
  const choice = checkout.isGuest ? undefined : postedLoyaltyChoice(form);
  // The SMS dialog's steps, or a place-order form with the loyalty section used (points pay the order).
  const answer = isSmsIntent(intent)
    ? await continueLoyaltyOrder(checkout, intent, form)
    : choice
      ? await startLoyaltyOrder(checkout, form, choice)
      : await placeCashOrder(checkout, form);
  if (answer instanceof Response) return answer;
  return data(answer, { headers: { "Set-Cookie": await commitSession(checkout.session) } });
}

/**
 * The card flow's JSON steps do not reload this page's data; other pages' actions (the header's newsletter box …)
 * must not either, or the loader would drop a card attempt waiting on its challenge.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formAction && formAction !== currentUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PaymentDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Spec §2.1: the order confirmation's code is loaded in advance, so the page shows at once after paying.
  usePreloadPageCode(`/${useLanguage()}/order-confirmation`);
  return (
    <CheckoutLayout step="paymentDetails" cart={loaderData.step.cart}>
      <PaymentDetailsStep
        data={loaderData.step}
        actionMessages={actionData?.messages ?? loaderData.failure}
        payRest={actionData?.payRest}
        paymentLink={actionData?.paymentLink}
      />
      {actionData?.sms ? (
        <Suspense fallback={null}>
          <SmsDialog dialog={actionData.sms} serverNow={actionData.now ?? 0} />
        </Suspense>
      ) : null}
    </CheckoutLayout>
  );
}
