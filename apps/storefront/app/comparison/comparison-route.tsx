/**
 * `/:lang/comparison/:products` (spec §2.1, §2.10): the compared products side by side, rendered on the
 * server from the codes in the URL. Each row scrolls sideways and all rows follow the one scrolled. A
 * product's remove link leads to the same page without it (and, with scripts, also updates the list the
 * header keeps in local storage).
 */
import type { ComparisonProduct } from "@dukkan/occ";
import { useCallback, useRef, type UIEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/comparison-route";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { primaryImage, productPath } from "../product/tile/product-display";
import { StarRating } from "../product/tile/star-rating";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { comparisonCodesOf, comparisonPath } from "./comparison-list";
import { cellValue, comparisonRows, type ComparisonRow } from "./comparison-rows";
import { fetchComparison } from "./comparison.server";
import { removeFromComparisonList } from "./comparison-store";
import { requireLanguage } from "../i18n/route-language";
import { Icon } from "@dukkan/ui/icon";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  const { area } = (await getSession(request)).data;
  const codes = comparisonCodesOf(params.products);
  const result = await fetchComparison(codes, { lang: language, area });
  const { t } = i18nFor(language);
  return { ...result, title: t("comparison.pageTitle"), description: t("comparison.pageDescription") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [
        ...metaFor(args, { title: args.loaderData.title, description: args.loaderData.description }),
        { name: "robots", content: "noindex, follow" },
      ]
    : [];

/** Keeps every row's sideways scroll at the position of the row the shopper scrolls. */
function useSynchronisedScroll() {
  const rows = useRef(new Set<HTMLElement>());
  const syncing = useRef(false);
  const register = useCallback((element: HTMLElement | null) => {
    if (element) rows.current.add(element);
  }, []);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    if (syncing.current) return;
    syncing.current = true;
    const { scrollLeft } = event.currentTarget;
    for (const row of rows.current) {
      if (!row.isConnected) rows.current.delete(row);
      else if (row !== event.currentTarget) row.scrollTo({ left: scrollLeft });
    }
    requestAnimationFrame(() => {
      syncing.current = false;
    });
  }, []);
  return { register, onScroll };
}

const COLUMN = "w-44 shrink-0 px-3 sm:w-52";
const LABEL =
  "sticky start-0 z-10 w-32 shrink-0 bg-white px-3 py-3 text-start text-sm font-semibold text-ink-700 sm:w-44";

function ProductColumnHeader({ product, codes }: { product: ComparisonProduct; codes: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = product.name ?? product.code;
  const image = primaryImage(product, "product");
  return (
    <div role="columnheader" className={`${COLUMN} relative flex flex-col gap-2 py-3`}>
      <Link
        to={comparisonPath(
          language,
          codes.filter((code) => code !== product.code),
        )}
        replace
        preventScrollReset
        onClick={() => removeFromComparisonList(product.code)}
        aria-label={t("comparison.remove", { name })}
        className="absolute end-2 top-2 z-10 rounded-full bg-white p-1.5 text-ink-500 shadow-sm ring-1 ring-ink-100 transition hover:text-ink-900"
      >
        <Icon name="close" className="size-4" />
      </Link>
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl bg-ink-50">
        {image ? (
          <img src={image.url} alt="" className="size-full object-contain p-3 mix-blend-multiply" loading="lazy" />
        ) : null}
      </div>
      <Link to={productPath(product, language)} className="text-sm font-semibold text-ink-900 hover:text-brand-700">
        {name}
        {product.subname ? <span className="block text-xs font-normal text-ink-500">{product.subname}</span> : null}
      </Link>
    </div>
  );
}

function Cell({ product, row }: { product: ComparisonProduct; row: ComparisonRow }) {
  const { t } = useTranslation();
  const value = cellValue(product, row);
  let content;
  switch (value.kind) {
    case "stock":
      content = (
        <span className={value.status === "outOfStock" ? "text-ink-500" : "font-medium text-brand-700"}>
          {t(`comparison.stock.${value.status}`)}
        </span>
      );
      break;
    case "rating":
      content = <StarRating rating={value.rating} />;
      break;
    case "text":
      content = value.text;
      break;
    default:
      content = <span aria-label={t("comparison.notAvailable")}>–</span>;
  }
  return (
    <div role="cell" className={`${COLUMN} py-3 text-sm text-ink-800`}>
      {content}
    </div>
  );
}

export default function ComparisonPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, error, title } = loaderData;
  const { register, onScroll } = useSynchronisedScroll();
  const codes = products.map((product) => product.code);
  const rows = comparisonRows(products);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {error ? (
        <p role="alert" className="mt-6 rounded-xl bg-sale/10 px-4 py-3 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
      {products.length === 0 ? (
        <p className="mt-8 rounded-card bg-ink-50 px-6 py-10 text-center text-ink-700">{t("noDataInfo.title")}</p>
      ) : (
        <div role="table" aria-label={title} className="mt-6 divide-y divide-ink-100 rounded-card bg-white shadow-card">
          <div role="row" ref={register} onScroll={onScroll} className="flex overflow-x-auto" data-comparison-row>
            <div role="columnheader" className={LABEL}>
              <span className="sr-only">{t("comparison.attribute")}</span>
            </div>
            {products.map((product) => (
              <ProductColumnHeader key={product.code} product={product} codes={codes} />
            ))}
          </div>
          {rows.map((row) => (
            <div
              key={`${row.kind}-${row.name}`}
              role="row"
              ref={register}
              onScroll={onScroll}
              className="flex overflow-x-auto"
              data-comparison-row
            >
              <div role="rowheader" className={LABEL}>
                {t(`comparisonTitle.${row.name}`, { defaultValue: row.name })}
              </div>
              {products.map((product) => (
                <Cell key={product.code} product={product} row={row} />
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
