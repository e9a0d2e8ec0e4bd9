/**
 * The header's mini cart (shopping spec §2.4): a link to the cart with the item count ('miniCart.count', §4
 * Cart item count). While an add is on its way the count already includes it; the layout's reload after the
 * add brings the cart's own count.
 */
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { useLayoutData } from "../layout/language-layout";
import { useAddToCartFetcher } from "./add-to-cart-fetcher";
import { Icon } from "@dukkan/ui/icon";

/** The units an add in flight will put in the cart (a dialog's quantity change is not an add). */
export function pendingAddQuantity(formData: FormData | undefined): number {
  if (!formData || formData.get("intent") === "update") return 0;
  const quantity = Number(formData.get("quantity") ?? 1);
  return Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
}

/** `label`: the CMS icon's linkName (spec §2.4), else the catalogue's words. */
export function MiniCart({ label }: { label?: string } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fetcher = useAddToCartFetcher();
  // Until the layout has reloaded after a successful add, the count includes what is being added.
  const adding = fetcher.state === "submitting" || (fetcher.state === "loading" && fetcher.data?.outcome === "added");
  const count = (useLayoutData()?.cart.count ?? 0) + (adding ? pendingAddQuantity(fetcher.formData) : 0);
  return (
    <Link
      to={`/${language}/cart`}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink-800 hover:bg-ink-50"
      data-testid="mini-cart"
    >
      <Icon name="cart" className="size-6" />
      <span className="sr-only">
        {label ?? t("addToCart.cart")}: <span data-testid="mini-cart-count">{t("miniCart.count", { count })}</span>
      </span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="mini-cart-badge"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-sale px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
