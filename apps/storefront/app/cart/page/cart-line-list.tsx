/**
 * The cart's lines (shopping spec §2.13, §3 Entry): image, name and subname linking to the product, code, unit
 * price, quantity control (when the entry is updateable), line total and Remove; kit bundles with their
 * components and a kit quantity; configured products with their answers, an edit link and an error marker.
 * Changes show at once (the pending quantity, the line gone) and the server's cart follows.
 */
import type { Language } from "@dukkan/i18n";
import type { OrderEntry, PromotionResult } from "@dukkan/occ/cart";
import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useFetcher, useFetchers } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { productPath } from "../../product/tile/product-display";
import { ProductImage } from "../../product/tile/product-image";
import { requestedQuantity, type CartActionData } from "./cart-forms";
import { hasConfigurationError, maxEntryQuantity, type BundleLine, type CartLine, type EntryLine } from "./cart-lines";
import { useAnswerMessage } from "./cart-messages";
import { formatLineTotal } from "./cart-money";
import { formatPrice, Price } from "../../ui/price";
import { QuantityControl } from "./quantity-control";

/** The text-field configurator's page for a cart entry (shopping spec §2.1). */
export function configuratorPath(language: Language, entryNumber: number): string {
  return `/${language}/configure/textfield/cartEntry/entityKey/${entryNumber}`;
}

const removeFetcherKey = (line: CartLine) => `${line.key}-remove`;

/** The lines without those being removed right now. */
function useVisibleLines(lines: CartLine[]): CartLine[] {
  const removing = new Set(
    useFetchers()
      .filter((fetcher) => fetcher.formData && fetcher.key.endsWith("-remove"))
      .map((fetcher) => fetcher.key),
  );
  return lines.filter((line) => !removing.has(removeFetcherKey(line)));
}

function RemoveButton({ line, name, fields }: { line: CartLine; name: string; fields: Record<string, string> }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionData>({ key: removeFetcherKey(line) });
  useAnswerMessage(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={line.kind === "bundle" ? "removeBundle" : "removeEntry"} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button
        type="submit"
        aria-label={t("cartPage.removeItem", { name })}
        className="text-sm font-semibold text-ink-600 underline-offset-4 transition hover:text-sale hover:underline"
      >
        {t("cartPage.remove")}
      </button>
    </fetcher.Form>
  );
}

function LinePromotions({ promotions }: { promotions: PromotionResult[] }) {
  if (promotions.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5">
      {promotions.map((promotion, index) => (
        <li key={promotion.promotion?.code ?? index} className="text-xs font-semibold text-brand-700">
          {promotion.description}
        </li>
      ))}
    </ul>
  );
}

function ConfigurationInfos({ entry, name }: { entry: OrderEntry; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const infos = entry.configurationInfos ?? [];
  if (infos.length === 0) return null;
  const broken = hasConfigurationError(entry);
  return (
    <div className={`rounded-lg border px-3 py-2 text-xs ${broken ? "border-sale/40 bg-sale/5" : "border-ink-200"}`}>
      <p className="font-semibold text-ink-800">{t("cartPage.configuration")}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        {infos
          .filter((info) => info.configurationLabel)
          .map((info, index) => (
            <div key={index} className="contents">
              <dt className="text-ink-500">{info.configurationLabel}</dt>
              <dd className="break-words text-ink-800">{info.configurationValue}</dd>
            </div>
          ))}
      </dl>
      {broken ? (
        <p className="mt-1 font-semibold text-sale" data-testid="configuration-error">
          {t("cartPage.configurationError")}
        </p>
      ) : null}
      <Link
        to={configuratorPath(language, entry.entryNumber)}
        className="mt-1 inline-block font-semibold text-brand-700 hover:underline"
      >
        {t("cartPage.editConfiguration", { name })}
      </Link>
    </div>
  );
}

function EntryRow({ line, promotions }: { line: EntryLine; promotions: PromotionResult[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const { entry } = line;
  const product = entry.product ?? { code: "" };
  const name = product.name ?? product.code;
  const fetcher = useFetcher<CartActionData>({ key: line.key });
  useAnswerMessage(fetcher.data);
  const max = maxEntryQuantity(entry);
  const pending = fetcher.formData ? requestedQuantity(fetcher.formData, max) : undefined;
  const quantity = pending ?? entry.quantity ?? 1;
  const lineTotal =
    pending === undefined
      ? formatPrice(entry.totalPrice, language)
      : formatLineTotal(entry.basePrice, quantity, language);
  const fields = { entryNumber: String(entry.entryNumber), productCode: product.code };
  const href = productPath(product, language);
  return (
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
      data-testid="cart-line"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="row-span-2 block sm:row-span-1">
        <ProductImage product={product} sizes="96px" />
      </Link>
      <div className="flex min-w-0 flex-col gap-1">
        {product.subname ? <p className="text-xs text-ink-500">{product.subname}</p> : null}
        <h3 id={nameId} className="text-base font-semibold leading-snug">
          <Link to={href} className="text-ink-900 hover:text-brand-700 hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-xs text-ink-500">
          {t("cartPage.codeLabel")}{" "}
          {/* A code reads left to right in both languages: in Arabic text 10001-03 would show as 03-10001. */}
          <bdi dir="ltr" data-testid="cart-line-code">
            {product.code}
          </bdi>
        </p>
        <p className="text-sm text-ink-700">
          <span className="sr-only">{t("cartPage.unitPrice")}: </span>
          <Price price={entry.basePrice} />
        </p>
        <LinePromotions promotions={promotions} />
        <ConfigurationInfos entry={entry} name={name} />
      </div>
      <div className="col-start-2 flex flex-wrap items-center justify-between gap-3 sm:col-start-3 sm:flex-col sm:items-end">
        {entry.updateable === false ? (
          <p className="text-sm text-ink-700">
            {t("cartPage.quantity")}: <span className="font-semibold">{quantity}</span>
          </p>
        ) : (
          <QuantityControl
            fetcher={fetcher}
            intent="updateQuantity"
            fields={fields}
            quantity={quantity}
            max={max}
            name={name}
          />
        )}
        <p className="text-base font-bold text-ink-900" data-testid="line-total">
          <span className="sr-only">{t("cartPage.lineTotal")}: </span>
          {lineTotal}
        </p>
        <RemoveButton line={line} name={name} fields={fields} />
      </div>
    </li>
  );
}

function BundleRow({ line }: { line: BundleLine }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { group } = line;
  const kit = group.kittingEntry;
  const name = kit?.product?.name ?? group.label ?? t("cartPage.kit");
  const fetcher = useFetcher<CartActionData>({ key: line.key });
  useAnswerMessage(fetcher.data);
  const pending = fetcher.formData ? requestedQuantity(fetcher.formData, group.maxStockQuantity) : undefined;
  const quantity = pending ?? line.quantity;
  const components = group.entries ?? [];
  const fields = {
    bundleId: group.id ?? "",
    bundleLabel: group.label ?? "",
    entryGroupNumber: String(line.entryGroupNumbers[0]),
  };
  const total = kit?.totalPrice ?? undefined;
  return (
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
      data-testid="cart-bundle"
    >
      <div className="row-span-2 sm:row-span-1">
        {kit?.product ? <ProductImage product={kit.product} sizes="96px" /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t("cartPage.kit")}</p>
        <h3 className="text-base font-semibold leading-snug text-ink-900">
          {kit?.product ? (
            <Link to={productPath(kit.product, language)} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {line.count > 1 ? (
          <p className="text-sm font-semibold text-ink-800" data-testid="bundle-count">
            {t("cartPage.kitCount", { count: line.count })}
          </p>
        ) : null}
        {kit?.basePrice ? <p className="text-sm text-ink-700">{formatPrice(kit.basePrice, language)}</p> : null}
        {components.length > 0 ? (
          <div className="text-xs text-ink-600">
            <p className="font-semibold">{t("cartPage.kitContents")}</p>
            <ul className="mt-0.5 list-disc ps-4">
              {components.map((component) => (
                <li key={component.entryNumber}>
                  {component.quantity ? `${component.quantity} × ` : ""}
                  {component.product?.name ?? component.product?.code}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="col-start-2 flex flex-wrap items-center justify-between gap-3 sm:col-start-3 sm:flex-col sm:items-end">
        {line.count === 1 ? (
          <QuantityControl
            fetcher={fetcher}
            intent="updateBundle"
            fields={fields}
            quantity={quantity}
            max={group.maxStockQuantity}
            name={name}
          />
        ) : null}
        {total && line.count === 1 ? (
          <p className="text-base font-bold text-ink-900">
            <span className="sr-only">{t("cartPage.lineTotal")}: </span>
            {pending === undefined ? formatPrice(total, language) : formatLineTotal(kit?.basePrice, quantity, language)}
          </p>
        ) : null}
        <RemoveButton line={line} name={name} fields={fields} />
      </div>
    </li>
  );
}

/** Applied product promotions by the entry numbers they consumed. */
function promotionsByEntry(promotions: PromotionResult[]): Map<number, PromotionResult[]> {
  const byEntry = new Map<number, PromotionResult[]>();
  for (const promotion of promotions) {
    for (const consumed of promotion.consumedEntries ?? []) {
      const list = byEntry.get(consumed.orderEntryNumber) ?? [];
      if (!list.includes(promotion)) list.push(promotion);
      byEntry.set(consumed.orderEntryNumber, list);
    }
  }
  return byEntry;
}

export function CartLineList({
  lines,
  appliedProductPromotions,
  labelledBy,
}: {
  lines: CartLine[];
  appliedProductPromotions: PromotionResult[];
  labelledBy: string;
}) {
  const visible = useVisibleLines(lines);
  const byEntry = promotionsByEntry(appliedProductPromotions);
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-ink-100">
      {visible.map((line) =>
        line.kind === "entry" ? (
          <EntryRow key={line.key} line={line} promotions={byEntry.get(line.entry.entryNumber) ?? []} />
        ) : (
          <BundleRow key={line.key} line={line} />
        ),
      )}
    </ul>
  );
}
