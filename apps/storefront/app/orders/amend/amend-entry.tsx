/** The item cell of the cancel screens (account spec §2.17): image, name (a link to the product) and code. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { primaryImage, productPath } from "../../product/tile/product-display";
import type { AmendableEntry } from "./cancel-quantities";

export function AmendEntryItem({ entry }: { entry: AmendableEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const product = entry.product;
  const image = product ? primaryImage(product, "thumbnail") : undefined;
  return (
    <div className="flex items-center gap-3">
      {image ? (
        <img src={image.url} alt="" className="size-14 shrink-0 rounded-lg object-contain" loading="lazy" />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-ink-100" />
      )}
      <div className="min-w-0">
        {product ? (
          <Link to={productPath(product, language)} className="font-semibold text-ink-900 hover:underline">
            {product.name ?? product.code}
          </Link>
        ) : null}
        <p className="text-xs text-ink-500">{t("orderAmend.itemCode", { code: product?.code ?? "" })}</p>
      </div>
    </div>
  );
}

/** A cell's heading on phones, where the table's rows stack (the header row is for screen readers only there). */
export function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="me-2 text-xs font-semibold uppercase text-ink-500 sm:hidden">
      {children}
    </span>
  );
}

export const TABLE_CLASS = "mt-4 w-full border-collapse text-sm";
export const HEAD_CLASS =
  "border-b border-ink-200 text-start text-xs font-semibold uppercase text-ink-500 max-sm:sr-only";
export const ROW_CLASS =
  "border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-4";
export const CELL_CLASS = "py-3 pe-3 align-middle max-sm:py-0";
