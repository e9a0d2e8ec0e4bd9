/**
 * /{lang}/checkout/review-order, the standard review screen (checkout spec §2.13, §5.7): cards for the delivery
 * address (or pick-up store), the delivery mode and the payment, each with an edit link to its step; the cart
 * total line, promotions and entries; the terms checkbox and 'Place order'. A cash (pay-on-delivery) cart is
 * placed here; a card payment goes to the payment step, where the card flow (CVV, 3-D Secure) runs. Works
 * before scripts load: the form posts to this route's action.
 */
import { PaymentDetails } from "@dukkan/occ/checkout";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/constants";
import type { Cart } from "@dukkan/occ/cart";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, useNavigation } from "react-router";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { cartItemCount } from "../cart/cart.server";
import { formatPrice } from "../ui/price";
import { useLanguage } from "../i18n/use-language";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { sessionHeaders } from "../session/session.server";
import type { Route } from "./+types/review-order-route";
import { CheckoutCartLines, CheckoutLayout } from "./checkout-layout";
import { cartErrorRedirect, requireCheckout, sessionRedirect } from "./checkout-guard.server";
import { isCartError, placeOrder, rememberPlacedOrder, stockCheck, stockCheckPassed } from "./checkout.server";
import { isPickUp, stepPath, type CheckoutStepId } from "./checkout-steps";
import { placeOrderRefusal, type PlaceOrderMessage } from "./place-order-errors";
import { Icon } from "@dukkan/ui/icon";
import { TermsLink } from "./terms-link";

type ActionData = { message: PlaceOrderMessage; termsError?: boolean };

export async function loader(args: Route.LoaderArgs) {
  const { session, cart } = await requireCheckout(args, "reviewOrder");
  // Parsed here, on the server: the zod schema stays out of the browser's JavaScript.
  const parsedCard = PaymentDetails.partial().safeParse(cart.paymentInfo);
  const card = parsedCard.success ? parsedCard.data : undefined;
  return data({ cart, card, itemCount: cartItemCount(cart) }, { headers: await sessionHeaders(session) });
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const checkout = await requireCheckout(args, "reviewOrder");
  const { session, language, cart, isGuest } = checkout;
  const form = await readFormData(args.request);
  if (form.get("termsChecked") !== "true") {
    return data<ActionData>(
      { message: { tone: "error", key: "checkout.review.termsRequired" }, termsError: true },
      { status: 400 },
    );
  }
  // Cards are paid on the payment step (CVV and 3-D Secure happen there), never placed from here.
  if (cart.paymentMode?.code !== PAYMENT_MODE_CODES.payOnDelivery) {
    return sessionRedirect(session, stepPath(language, "paymentDetails"));
  }
  try {
    if (!stockCheckPassed(await stockCheck(checkout))) {
      return data<ActionData>(
        { message: { tone: "warning", key: "validation.cannotProceedCheckout" } },
        { status: 409 },
      );
    }
    const order = await placeOrder(checkout, { termsChecked: true });
    rememberPlacedOrder(session, order, isGuest);
  } catch (error) {
    if (isCartError(error)) return cartErrorRedirect(session, language, error);
    if (error instanceof OccRequestError && error.status < 500) {
      return data<ActionData>({ message: placeOrderRefusal(error.errors) }, { status: 400 });
    }
    throw error;
  }
  return sessionRedirect(session, `/${language}/order-confirmation`);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

function ReviewCard({
  title,
  editLabel,
  step,
  children,
}: {
  title: string;
  editLabel: string;
  step: CheckoutStepId;
  children: ReactNode;
}) {
  const language = useLanguage();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-ink-100 p-4"
      data-testid={`review-card-${step}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink-900">
          {title}
        </h3>
        <Link
          to={stepPath(language, step)}
          aria-label={editLabel}
          title={editLabel}
          className="rounded-full p-1.5 text-brand-700 hover:bg-brand-50"
        >
          <Icon name="edit" />
        </Link>
      </div>
      <div className="text-sm text-ink-700">{children}</div>
    </section>
  );
}

function ShipTo({ cart }: { cart: Cart }) {
  const address = cart.deliveryAddress;
  const names = [address?.firstName, address?.lastName].filter(Boolean).join(" ");
  if (isPickUp(cart)) {
    return (
      <>
        <p className="font-semibold text-ink-900">
          {cart.deliveryPointOfService?.displayName ?? cart.deliveryPointOfService?.name}
        </p>
        {names ? <p>{names}</p> : null}
        {address?.phone ? (
          <p dir="ltr" className="rtl:text-right">
            {address.phone}
          </p>
        ) : null}
      </>
    );
  }
  const lines = address?.formattedAddress ?? [address?.line1, address?.line2, address?.town].filter(Boolean).join(", ");
  return (
    <>
      {names ? <p className="font-semibold text-ink-900">{names}</p> : null}
      <p>{lines}</p>
      {address?.phone ? (
        <p dir="ltr" className="rtl:text-right">
          {address.phone}
        </p>
      ) : null}
    </>
  );
}

function Payment({ cart, card }: { cart: Cart; card: Partial<PaymentDetails> | undefined }) {
  const { t } = useTranslation();
  if (cart.paymentMode?.code === PAYMENT_MODE_CODES.payOnDelivery) {
    return <p>{cart.paymentMode.name ?? t("checkout.review.payOnDelivery")}</p>;
  }
  const billing = card?.billingAddress;
  return (
    <>
      {card?.accountHolderName ? <p className="font-semibold text-ink-900">{card.accountHolderName}</p> : null}
      {card?.cardNumber ? (
        <p dir="ltr" className="rtl:text-right">
          {t("checkout.review.cardEnding", { number: card.cardNumber })}
        </p>
      ) : null}
      {card?.expiryMonth && card.expiryYear ? (
        <p>{t("checkout.review.expires", { month: card.expiryMonth, year: card.expiryYear })}</p>
      ) : null}
      {billing ? (
        <p className="mt-1">
          <span className="font-semibold">{t("checkout.review.billingAddress")}: </span>
          {[
            `${billing.firstName} ${billing.lastName}`,
            billing.line1,
            billing.line2,
            billing.town,
            billing.country.name,
          ]
            .filter(Boolean)
            .join(", ")}
        </p>
      ) : null}
    </>
  );
}

function Promotions({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const applied = [...(cart.appliedOrderPromotions ?? []), ...(cart.appliedProductPromotions ?? [])]
    .map((promotion) => promotion.description)
    .filter((text): text is string => Boolean(text));
  const potential = [...(cart.potentialOrderPromotions ?? []), ...(cart.potentialProductPromotions ?? [])]
    .map((promotion) => promotion.description)
    .filter((text): text is string => Boolean(text));
  if (applied.length === 0 && potential.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="review-promotions">
      <PromotionList title={t("checkout.review.promotions")} texts={applied} className="text-brand-800" />
      <PromotionList title={t("checkout.review.potentialPromotions")} texts={potential} className="text-ink-700" />
    </div>
  );
}

/** A titled list of promotion descriptions; nothing when there are none. */
function PromotionList({ title, texts, className }: { title: string; texts: string[]; className: string }) {
  if (texts.length === 0) return null;
  return (
    <>
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <ul className={`list-inside list-disc ${className}`}>
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  );
}

export default function ReviewOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const placing =
    navigation.state === "submitting" || (navigation.state === "loading" && navigation.formMethod === "POST");
  const [termsTicked, setTermsTicked] = useState(false);
  const { cart, card, itemCount } = loaderData;
  const answer = actionData as ActionData | undefined;
  const headingId = useId();
  const message = answer?.message;
  return (
    <CheckoutLayout step="paymentDetails" cart={cart}>
      <section
        aria-labelledby={headingId}
        className="relative flex flex-col gap-5 rounded-card bg-white p-4 shadow-card md:p-6"
      >
        <h2 id={headingId} className="text-xl font-bold text-ink-900">
          {t("checkout.review.heading")}
        </h2>
        {message ? (
          <FormAlert tone={message.tone === "warning" ? "info" : "error"}>
            {message.text ?? t(message.key, { defaultValue: t(message.fallbackKey ?? "checkout.review.failed") })}
          </FormAlert>
        ) : null}
        <div className="grid gap-3 md:grid-cols-3">
          <ReviewCard
            title={isPickUp(cart) ? t("checkout.review.pickUpAt") : t("checkout.review.shipTo")}
            editLabel={t("checkout.review.editShipTo")}
            step="deliveryAddress"
          >
            <ShipTo cart={cart} />
          </ReviewCard>
          <ReviewCard
            title={t("checkout.review.deliveryMode")}
            editLabel={t("checkout.review.editDeliveryMode")}
            step="deliveryMode"
          >
            <p className="font-semibold text-ink-900">{cart.deliveryMode?.name ?? cart.deliveryMode?.code}</p>
            {cart.deliveryMode?.description ? <p>{cart.deliveryMode.description}</p> : null}
            <p>
              {cart.deliveryMode?.deliveryCost?.value
                ? formatPrice(cart.deliveryMode.deliveryCost, language)
                : t("deliveryMode.free")}
            </p>
          </ReviewCard>
          <ReviewCard
            title={t("checkout.review.payment")}
            editLabel={t("checkout.review.editPayment")}
            step="paymentDetails"
          >
            <Payment cart={cart} card={card} />
          </ReviewCard>
        </div>
        <p className="text-base font-semibold text-ink-900" data-testid="review-cart-total">
          {t("checkout.review.cartTotal", {
            count: itemCount,
            price: formatPrice(cart.totalPriceWithTax ?? cart.totalPrice, language),
          })}
        </p>
        <Promotions cart={cart} />
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink-900">{t("checkout.review.items")}</h3>
          <CheckoutCartLines cart={cart} />
        </div>
        <Form method="post" className="flex flex-col gap-4" aria-busy={placing}>
          <CheckboxField
            name="termsChecked"
            value="true"
            required
            onChange={(event) => setTermsTicked(event.currentTarget.checked)}
            error={answer?.termsError ? t("checkout.review.termsRequired") : undefined}
          >
            {t("checkout.review.termsIntro")}{" "}
            <TermsLink
              language={params.lang}
              label={t("checkout.review.termsLink")}
              newTabNote={t("checkout.review.termsNewTab")}
            />
          </CheckboxField>
          {/* Before scripts run nothing follows the box: the browser's `required` and the action check it. */}
          <Button
            type="submit"
            disabled={placing || (hydrated && !termsTicked)}
            className="w-full md:w-auto md:self-end"
          >
            {t("checkout.review.placeOrder")}
          </Button>
        </Form>
        {placing ? (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center rounded-card bg-white/70"
            data-testid="place-order-spinner"
          >
            <span className="flex flex-col items-center gap-3 font-semibold text-ink-900">
              <span
                aria-hidden="true"
                className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
              />
              {t("checkout.review.placing")}
            </span>
          </div>
        ) : null}
      </section>
    </CheckoutLayout>
  );
}
