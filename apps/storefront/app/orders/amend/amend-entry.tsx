/**
 * What the cancel and return screens share (account spec §2.17, §2.18): the screen's frame (breadcrumbs from the
 * order, heading), the refusal list of a confirmation, the table with its header row, and the item cell (image,
 * name as a link to the product, and code).
 */
import { formatFils, toFils } from "@dukkan/money";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { Breadcrumbs, type Crumb } from "../../layout/breadcrumbs";
import { orderDetailsPath } from "./amend-paths";
import { primaryImage, productPath } from "../../product/tile/product-display";
import type { AmendableEntry } from "./cancel-quantities";

/** A cancel or return screen: breadcrumbs from the order (then `steps`), the heading, then the screen. */
export function AmendScreen({
  code,
  steps,
  title,
  children,
}: {
  code: string;
  steps: Crumb[];
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs
        trail={[{ label: t("orderAmend.orderNumber", { code }), to: orderDetailsPath(language, code) }, ...steps]}
      />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** Why the API refused a confirmed cancellation or return: its messages as one alert. */
export function AmendRefusal({ messages, testId }: { messages: readonly string[]; testId: string }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl border border-sale/30 bg-sale/5 px-4 py-3 text-sm font-medium text-sale"
    >
      <ul className="list-inside list-disc space-y-1" data-testid={testId}>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

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

/** A cancel screen row's first two cells: the item, and its price (one unit's base price). */
export function AmendEntryCells({ entry }: { entry: AmendableEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <td className={`${CELL_CLASS} max-sm:col-span-2`}>
        <AmendEntryItem entry={entry} />
      </td>
      <td className={CELL_CLASS}>
        <PhoneLabel>{t("orderAmend.itemPrice")}</PhoneLabel>
        {entry.basePrice ? formatFils(toFils(entry.basePrice.value), language) : null}
      </td>
    </>
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

/**
 * The cancel and confirmation screens' table: a caption for screen readers and one header per column (message
 * keys; the last, the amount, aligned to the end); the rows and the footer row are the caller's.
 */
export function AmendTable({
  caption,
  columns,
  children,
  footer,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  /** A `<tfoot>`'s row (the confirmation's total). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table className={TABLE_CLASS}>
      <caption className="sr-only">{caption}</caption>
      <thead className={HEAD_CLASS}>
        <tr>
          {columns.map((key, index) => (
            <th key={key} scope="col" className={`py-2 ${index === columns.length - 1 ? "text-end" : "text-start"}`}>
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}

export const TABLE_CLASS = "mt-4 w-full border-collapse text-sm";
export const HEAD_CLASS =
  "border-b border-ink-200 text-start text-xs font-semibold uppercase text-ink-500 max-sm:sr-only";
export const ROW_CLASS =
  "border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-4";
export const CELL_CLASS = "py-3 pe-3 align-middle max-sm:py-0";
