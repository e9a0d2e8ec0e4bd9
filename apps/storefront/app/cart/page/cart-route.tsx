/**
 * `/:lang/cart` (shopping spec §2.13): the cart with its promotions, lines, coupon block, order summary,
 * 'Proceed to checkout' and 'Continue shopping'; the recommended carousel; the empty-cart content when empty.
 * Server-rendered and working without scripts (every change is a POST to this route's action); with scripts the
 * changes go through fetchers and show at once.
 */
import type { Cart } from "@dukkan/occ/cart";
import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { CartViewTracker } from "../../analytics/funnel-trackers";
import { data, Link, useFetchers, useNavigation } from "react-router";
import type { Route } from "./+types/cart-route";
import { getAccessToken } from "../../account/auth.server";
import { requestArea } from "../../area/area.server";
import { cartItemCount, loadCart } from "../cart.server";
import { CmsComponents } from "../../cms/cms-components";
import { CmsDataProvider } from "../../cms/cms-data";
import { i18nFor } from "../../i18n/i18n";
import { useLanguage } from "../../i18n/use-language";
import { Breadcrumbs } from "../../layout/breadcrumbs";
import { NewsletterForm } from "../../newsletter/newsletter-form";
import { SaveCartForLater } from "../../saved-carts/save-cart-dialog";
import { metaFor } from "../../seo/page-meta";
import { getSession, sessionHeaders } from "../../session/session.server";
import { cartAction } from "./cart-action.server";
import { cartPageCms } from "./cart-cms.server";
import { readIntent, type CartMessage } from "./cart-forms";
import { cartLines } from "./cart-lines";
import { CartLineList } from "./cart-line-list";
import { CartMessagesProvider } from "./cart-messages";
import { availableCustomerCoupons, CART_PAGE_FIELDS } from "./cart-page.server";
import { CartPromotions } from "./cart-promotions";
import { CouponBlock, couponRefusal } from "./coupon-block";
import { OrderSummary } from "./order-summary";
import { ProceedToCheckout, TimedFollowUp } from "./proceed-to-checkout";
import { requireLanguage } from "../../i18n/route-language";
import { buttonClass } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  const session = await getSession(request);
  // Refreshed once here, so the parallel calls below share the token.
  const accessToken = await getAccessToken(session);
  const area = requestArea(session);
  const [cart, cms] = await Promise.all([
    loadCart(session, language, CART_PAGE_FIELDS),
    cartPageCms({ lang: language, area }),
  ]);
  const coupons = await availableCustomerCoupons(accessToken, language, cart);
  const { t } = i18nFor(language);
  const hasItems = (cart?.entries?.length ?? 0) > 0;
  return data(
    {
      cart: hasItems ? cart : undefined,
      // The mini cart's count rule (kits count as kits), so both say the same.
      itemCount: cartItemCount(cart),
      coupons,
      signedIn: accessToken !== undefined,
      cms,
      title: cms?.title ?? t("cartPage.title"),
      description: t("cartPage.description"),
    },
    { headers: await sessionHeaders(session) },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  return cartAction(request, language);
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [
        ...metaFor(args, { title: args.loaderData.title, description: args.loaderData.description }),
        { name: "robots", content: "noindex, nofollow" },
      ]
    : [];

const CONTINUE_CLASS = buttonClass({ variant: "secondary", className: "w-full" });

function EmptyCart({ cms }: { cms: Route.ComponentProps["loaderData"]["cms"] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mt-6 rounded-card bg-ink-50 px-6 py-10 text-center" data-testid="empty-cart">
      {cms && cms.emptyCart.length > 0 ? (
        <div className="mx-auto max-w-2xl">
          <CmsComponents components={cms.emptyCart} />
        </div>
      ) : (
        <>
          <p className="text-lg font-semibold text-ink-900">{t("cartPage.empty")}</p>
          <p className="mt-2 text-ink-600">{t("cartPage.emptyHint")}</p>
        </>
      )}
      <LinkButton to={`/${language}/`} size="md" className="mt-6">
        {t("cartPage.continueShopping")}
      </LinkButton>
    </div>
  );
}

function CartContents({
  cart,
  coupons,
  couponTouched,
  couponRefused,
  signedIn,
}: {
  cart: Cart;
  coupons: Route.ComponentProps["loaderData"]["coupons"];
  couponTouched: boolean;
  couponRefused: CartMessage | undefined;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const itemsHeadingId = useId();
  const navigation = useNavigation();
  // This page's own changes (not, say, the newsletter box's subscription).
  const changing = useFetchers().some((fetcher) => fetcher.formData && readIntent(fetcher.formData));
  const cartLoading = changing || navigation.state !== "idle";
  return (
    <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <CartPromotions cart={cart} />
        <section aria-labelledby={itemsHeadingId} className="rounded-card bg-white px-4 shadow-card">
          <h2 id={itemsHeadingId} className="sr-only">
            {t("cartPage.itemsHeading")}
          </h2>
          <CartLineList
            lines={cartLines(cart)}
            appliedProductPromotions={cart.appliedProductPromotions ?? []}
            labelledBy={itemsHeadingId}
          />
        </section>
        <p className="sr-only" aria-live="polite">
          {changing ? t("cartPage.updating") : ""}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <CouponBlock
          cart={cart}
          coupons={coupons}
          cartLoading={cartLoading}
          touchedByServer={couponTouched}
          refusedByServer={couponRefused}
        />
        <OrderSummary cart={cart} updating={changing}>
          <div className="flex flex-col gap-2">
            <ProceedToCheckout />
            {signedIn ? <SaveCartForLater /> : null}
            <Link to={`/${language}/`} className={CONTINUE_CLASS}>
              {t("cartPage.continueShopping")}
            </Link>
          </div>
        </OrderSummary>
      </div>
    </div>
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart, cms, coupons, signedIn, title, itemCount } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:pt-6">
      {actionData?.then ? <TimedFollowUp then={actionData.then} /> : null}
      {cart ? <CartViewTracker cart={cart} /> : null}
      <Breadcrumbs trail={[{ label: title }]} />
      {/* A refused coupon shows beside the coupon field, not in the page's message area (off screen on a phone). */}
      <CartMessagesProvider initial={couponRefusal(actionData) ? undefined : actionData?.message}>
        <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {cart ? t("cartDetails.cartName", { code: cart.code }) : title}
          </h1>
          {cart ? <p className="text-sm text-ink-600">{t("cartPage.itemCount", { count: itemCount })}</p> : null}
        </div>
        {cart ? (
          <CartContents
            cart={cart}
            coupons={coupons}
            couponTouched={actionData?.couponTouched === true}
            couponRefused={couponRefusal(actionData)}
            signedIn={signedIn}
          />
        ) : (
          <EmptyCart cms={cms} />
        )}
      </CartMessagesProvider>
      <section className="mt-10 max-w-xl rounded-card bg-white p-4 shadow-card">
        <NewsletterForm placement="cart" />
      </section>
      {cms && cms.recommendations.length > 0 ? (
        <CmsDataProvider data={cms.cms}>
          <div className="mt-12">
            <CmsComponents components={cms.recommendations} />
          </div>
        </CmsDataProvider>
      ) : null}
    </div>
  );
}
