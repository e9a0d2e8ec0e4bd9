import type { Product } from "@dukkan/occ";
import { useTranslation } from "../../i18n/use-translation";
import { displayPrices } from "./product-display";

/** The price a shopper pays, prominent, with the original price struck through when discounted. */
export function ProductPrice({ product, size = "md" }: { product: Product; size?: "md" | "lg" }) {
  const { t } = useTranslation();
  const { current, original } = displayPrices(product);
  if (!current) return null;
  const currentSize = size === "lg" ? "text-xl" : "text-base";
  return (
    <p className="product-price">
      {original ? (
        <>
          <span className={`${currentSize} font-bold text-sale`}>
            <span className="sr-only">{t("productTile.discountedPrice")}: </span>
            {current}
          </span>
          <s className="text-sm text-ink-500">
            <span className="sr-only">{t("productTile.oldPrice")}: </span>
            {original}
          </s>
        </>
      ) : (
        <span className={`${currentSize} font-bold text-ink-900`}>
          <span className="sr-only">{t("productTile.price")}: </span>
          {current}
        </span>
      )}
    </p>
  );
}
