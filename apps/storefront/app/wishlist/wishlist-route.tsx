/**
 * `/:lang/my-account/wishlist` (spec §2.11): the signed-in customer's saved products as list rows (§2.8)
 * with a Remove button; products that were disabled are hidden; an empty message when there are none.
 * Guests are sent to the login page.
 */
import type { Product } from "@dukkan/occ";
import { useId } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, redirect, useFetcher, useFetchers } from "react-router";
import type { Route } from "./+types/wishlist-route";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError } from "../occ/occ-client.server";
import { hasStock, productPath } from "../product/tile/product-display";
import { ProductImage } from "../product/tile/product-image";
import { StarRating } from "../product/tile/star-rating";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { fetchWishlist } from "./wishlist.server";
import { wishlistRowPrices } from "./wishlist-rules";
import { WishlistToggle } from "./wishlist-toggle";
import { LinkButton } from "@dukkan/ui/link-button";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, session, context, t }) => {
    try {
      const wishlist = await fetchWishlist(context.accessToken, language, session.data.area);
      const products = wishlist.entries.map((entry) => entry.product).filter((product) => !product.disabled);
      return { products, title: t("wishlist.title"), description: t("wishlist.description") };
    } catch (error) {
      if (error instanceof OccRequestError && error.status === 401) {
        throw redirect(`/${language}/login`, { headers: await sessionHeaders(session) });
      }
      throw error;
    }
  });

export const meta: Route.MetaFunction = privatePageMeta;

function RowPrice({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { current, original } = wishlistRowPrices(product);
  if (!current) return null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 sm:justify-end">
      <span className={`text-xl font-bold ${original ? "text-sale" : "text-ink-900"}`}>
        <span className="sr-only">{t(original ? "productTile.discountedPrice" : "productTile.price")}: </span>
        {current.formattedValue}
      </span>
      {original ? (
        <s className="text-sm text-ink-500">
          <span className="sr-only">{t("productTile.oldPrice")}: </span>
          {original.formattedValue}
        </s>
      ) : null}
    </p>
  );
}

/** "Remove", described by the row's product name. */
function RemoveButton({ product, nameId }: { product: Product; nameId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fetcher = useFetcher({ key: `wishlist-${product.code}` });
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={`/${language}/wishlist/toggle`}>
      <input type="hidden" name="productCode" value={product.code} />
      <input type="hidden" name="intent" value="remove" />
      {/* Without scripts the post is a page load: the action sends the customer back here. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`/${language}/my-account/wishlist`} />}
      <button
        type="submit"
        aria-describedby={nameId}
        className="rounded-full border border-ink-200 px-4 py-1.5 text-sm font-semibold text-ink-800 transition hover:border-sale hover:text-sale"
      >
        {t("wishlist.removeButton")}
      </button>
    </fetcher.Form>
  );
}

/** A list row (spec §2.8): image, wishlist toggle, Remove, star rating, subname, name, price and add to cart. */
function WishlistRow({ product }: { product: Product }) {
  const href = productPath(product, useLanguage());
  const nameId = useId();
  return (
    <li className="flex gap-4 rounded-card bg-white p-3 shadow-card sm:gap-6">
      <div className="relative w-24 shrink-0 sm:w-36">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <ProductImage product={product} sizes="144px" />
        </Link>
        <div className="absolute end-1 top-1">
          <WishlistToggle product={product} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 py-1 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <StarRating rating={product.averageRating ?? 0} reviews={product.numberOfReviews} />
          {product.subname ? <p className="text-xs text-ink-500">{product.subname}</p> : null}
          <h2 id={nameId} className="text-base font-semibold">
            <Link to={href} className="text-ink-900 hover:text-brand-700 hover:underline">
              {product.name ?? product.code}
            </Link>
          </h2>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          <RowPrice product={product} />
          {hasStock(product) ? <AddToCartForm product={product} layout="row" /> : null}
          <RemoveButton product={product} nameId={nameId} />
        </div>
      </div>
    </li>
  );
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A row being removed leaves at once; the list from the server follows.
  const removing = new Set(
    useFetchers()
      .filter((fetcher) => fetcher.formData?.get("intent") === "remove")
      .map((fetcher) => fetcher.formData?.get("productCode")),
  );
  const products = loaderData.products.filter((product) => !removing.has(product.code));
  const { title } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs trail={[{ label: title }]} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
        {products.length > 0 ? (
          <p className="text-sm text-ink-600">{t("wishlist.count", { count: products.length })}</p>
        ) : null}
      </div>
      {products.length === 0 ? (
        <div className="mt-8 rounded-card bg-ink-50 px-6 py-10 text-center">
          <p className="text-lg font-semibold text-ink-900">{t("wishlist.empty")}</p>
          <p className="mt-2 text-ink-600">{t("wishlist.emptyHint")}</p>
          <LinkButton to={`/${language}/`} size="md" className="mt-6">
            {t("wishlist.continueShopping")}
          </LinkButton>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {products.map((product) => (
            <WishlistRow key={product.code} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}
