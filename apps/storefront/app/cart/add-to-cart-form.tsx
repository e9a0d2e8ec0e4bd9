/**
 * The add-to-cart controls (shopping spec §2.8, §2.9, §5): grid tiles with a quantity counter, rows and carousel
 * tiles without one, the product page's block with its maximum and inventory, and its phone bar with 'Buy it
 * now'. Every control is a form posting to `/{lang}/cart/add`, so it works before scripts load; with scripts
 * all of them share one fetcher, which the added-to-cart dialog and the mini cart watch. Without an area the
 * delivery-area dialog opens instead (§4 step 1). Configurable products get a configure link instead.
 */
import type { Product } from "@dukkan/occ";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { withAreaDialog } from "../area/area-dialog-url";
import { useDeliveryArea } from "../area/area-dialog-context";
import { useLanguage } from "../i18n/use-language";
import { productPath } from "../product/tile/product-display";
import { canAddQuantity, maxAddQuantity, PRODUCT_PAGE_QUANTITY } from "./add-to-cart-rules";
import { useAddToCartFetcher } from "./add-to-cart-fetcher";
import { AddToCartFields } from "./add-to-cart-fields";
import { Icon } from "@dukkan/ui/icon";

export type AddToCartLayout = "tile" | "row" | "carousel" | "page" | "bar";

/**
 * The primary button without its side padding (a tile's button is tighter): a component class
 * (product/tile/product-tile.css), since tiles repeat it dozens of times a page.
 */
const PRIMARY_BUTTON_SHAPE = "add-to-cart-button";
const PRIMARY_BUTTON = `${PRIMARY_BUTTON_SHAPE} px-4`;
const OUTLINE_BUTTON =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-50";
const SECONDARY_BUTTON =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-900 shadow-sm transition hover:bg-accent-600 disabled:cursor-not-allowed disabled:bg-ink-300";

/** Each layout's form. */
const FORM_LAYOUT: Record<AddToCartLayout, string> = {
  page: "flex flex-wrap items-center gap-3",
  bar: "grid grid-cols-2 gap-2",
  // A container: the button's label shows only when the tile is wide enough to keep it on one line
  // (17rem: the small counter, the icon and the longer, Arabic label with room to spare).
  tile: "@container flex items-center gap-2",
  row: "flex items-center gap-2",
  carousel: "flex items-center gap-2",
};

/** Where the configure button leads (helper G's text-field configurator, spec §2.1). */
export function configurePath(language: string, productCode: string): string {
  return `/${language}/configure/textfield/product/entityKey/${encodeURIComponent(productCode)}`;
}

/** The quantity field with − and + buttons (the buttons need scripts; the field works without). */
export function QuantityCounter({
  value,
  max,
  label,
  onChange,
  name = "quantity",
  size = "md",
}: {
  value: number;
  max: number;
  label: string;
  onChange: (quantity: number) => void;
  name?: string;
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const box = size === "sm" ? "h-9" : "h-10";
  const step = `flex ${size === "sm" ? "w-8" : "w-9"} items-center justify-center text-lg font-semibold text-ink-700 hover:bg-ink-50 disabled:text-ink-300`;
  return (
    <div className={`inline-flex ${box} items-stretch overflow-hidden rounded-full border border-ink-200 bg-white`}>
      {hydrated ? (
        <button
          type="button"
          className={step}
          aria-label={t("addToCart.decreaseQuantity")}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
      ) : null}
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        step={1}
        value={Number.isNaN(value) ? "" : value}
        aria-label={label}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        className={`${size === "sm" ? "w-10" : "w-12"} border-0 bg-transparent text-center text-sm font-semibold text-ink-900 [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none`}
      />
      {hydrated ? (
        <button
          type="button"
          className={step}
          aria-label={t("addToCart.increaseQuantity")}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, (Number.isNaN(value) ? 0 : value) + 1))}
        >
          +
        </button>
      ) : null}
    </div>
  );
}

/** A configurable product's button: the configurator, or the area dialog first when no area is chosen. */
function ConfigureLink({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { area, openAreaDialog } = useDeliveryArea();
  const name = product.name ?? product.code;
  const href = area ? configurePath(language, product.code) : withAreaDialog(location.pathname, location.search);
  return (
    <Link
      to={href}
      preventScrollReset={!area}
      onClick={(event) => {
        if (area) return;
        event.preventDefault();
        openAreaDialog();
      }}
      aria-label={t("addToCart.configureProduct", { name })}
      className={PRIMARY_BUTTON}
    >
      {t("addToCart.configure")}
    </Link>
  );
}

/**
 * A product family's tile or row: the family is bought by size, colour or kit option, which the product page
 * offers, so the tile leads there instead of showing no action at all.
 */
function ChooseOptionsLink({ product, layout }: { product: Product; layout: AddToCartLayout }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Link
      to={productPath(product, language)}
      aria-label={t("addToCart.chooseOptionsOf", { name: product.name ?? product.code })}
      className={`${OUTLINE_BUTTON} ${layout === "tile" ? "w-full" : "self-start"}`}
    >
      {t("addToCart.chooseOptions")}
    </Link>
  );
}

/** Whether a product is bought through one of its variants (a base product that is not itself for sale). */
const isBoughtByVariant = (product: Product) =>
  product.purchasable === false && (product.variantOptions?.length ?? 0) > 0;

/**
 * An add-to-cart form for one product; nothing for products that cannot be bought now (out of stock, not
 * purchasable, disabled): the tile shows its stock note there instead. A product family gets the way to its
 * options.
 */
export function AddToCartForm({ product, layout }: { product: Product; layout: AddToCartLayout }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fetcher = useAddToCartFetcher();
  const { area, openAreaDialog } = useDeliveryArea();
  const max = maxAddQuantity(product);
  const withCounter = layout === "tile" || layout === "page";
  const [quantity, setQuantity] = useState(withCounter ? 1 : PRODUCT_PAGE_QUANTITY);
  if (!product.disabled && max > 0 && isBoughtByVariant(product) && layout !== "page" && layout !== "bar") {
    return <ChooseOptionsLink product={product} layout={layout} />;
  }
  if (product.disabled || product.purchasable === false || max <= 0) return null;
  if (product.configurable) return <ConfigureLink product={product} />;

  const name = product.name ?? product.code;
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("productCode") === product.code;
  const allowed = canAddQuantity(quantity, max);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (area) return;
    // Spec §4 step 1: the shopper chooses where to deliver first; saving the area then completes this add.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    openAreaDialog(new FormData(event.currentTarget, submitter));
  };
  const addLabel = layout === "page" || layout === "bar" ? t("addToCart.addToCart") : undefined;

  return (
    <fetcher.Form method="post" action={`/${language}/cart/add`} onSubmit={onSubmit} className={FORM_LAYOUT[layout]}>
      <AddToCartFields productCode={product.code} quantity={withCounter ? undefined : PRODUCT_PAGE_QUANTITY} />
      {withCounter ? (
        <QuantityCounter
          value={quantity}
          max={max}
          label={t("addToCart.quantityOf", { name })}
          onChange={setQuantity}
          size={layout === "tile" ? "sm" : "md"}
        />
      ) : null}
      <button
        type="submit"
        disabled={!allowed || busy}
        aria-label={addLabel ? undefined : t("addToCart.addProductToCart", { name })}
        className={layout === "tile" ? `${PRIMARY_BUTTON_SHAPE} flex-1 px-3` : PRIMARY_BUTTON}
      >
        <Icon name="cart" className="size-4" />
        {layout === "row" || layout === "carousel" || layout === "tile" ? (
          <span className={layout === "tile" ? "hidden whitespace-nowrap @min-[17rem]:inline" : ""}>
            {t("addToCart.addToCart")}
          </span>
        ) : (
          addLabel
        )}
      </button>
      {layout === "bar" ? (
        <button type="submit" name="buyNow" value="1" disabled={!allowed || busy} className={SECONDARY_BUTTON}>
          {t("addToCart.buyItNow")}
        </button>
      ) : null}
      {layout === "page" ? (
        <p className="w-full text-sm text-ink-600">{t("addToCart.available", { count: max })}</p>
      ) : null}
    </fetcher.Form>
  );
}
