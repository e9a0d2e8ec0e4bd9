/**
 * The campaign listing's view: 'Display' page size and sort selectors, the product grid, pagination,
 * a spinner while another campaign loads and the empty message. The controls are a plain GET form and
 * links, so they work before JavaScript runs; afterwards they change the URL without a server round trip.
 */
import { LOCALES } from "@dukkan/i18n";
import type { Product } from "@dukkan/occ";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { selectItemOnLinkClick, useViewItemList } from "../analytics/use-ecommerce-events";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { ListingPagination } from "../listing/listing-pagination";
import { ProductGridTile } from "../product/tile/product-tiles";
import {
  CAMPAIGN_PAGE_SIZES,
  CAMPAIGN_SORTS,
  campaignPage,
  campaignSearch,
  pagingFromSearch,
  withPageSize,
  withSort,
  type CampaignPaging,
  type CampaignSort,
  type CampaignType,
} from "./campaign-paging";
import { Icon } from "@dukkan/ui/icon";
import { useHydrated } from "@dukkan/ui/use-hydrated";

const selectClass =
  "h-10 rounded-full border border-ink-200 bg-white ps-4 pe-9 text-sm font-medium text-ink-800 shadow-sm hover:border-brand-300 focus-visible:outline-3 focus-visible:outline-accent-400";

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-ink-500">
      <Icon name="spinner" className="size-10 animate-spin text-brand-700" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}

export function CampaignListing({ type, title, products }: { type: CampaignType; title: string; products: Product[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const displayId = useId();
  const sortId = useId();
  const [announcement, setAnnouncement] = useState("");

  const paging = pagingFromSearch(new URLSearchParams(location.search));
  const page = campaignPage(products, paging, LOCALES[language]);
  const hrefOf = (next: CampaignPaging) => `${location.pathname}${campaignSearch(type, next)}`;
  // The campaign is one analytics item list; positions count from the first page.
  const list = { id: type, name: title };
  const firstPosition = page.currentPage * page.pageSize;
  useViewItemList(list, page.items, firstPosition);

  // Another campaign (or the first visit from a client-side link) is loading its products.
  const loadingCampaign =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).get("type") !== type;

  // The shopper changed the sort or the page size: announce it once the new view shows.
  const [viewChanged, setViewChanged] = useState(false);
  const [shownSearch, setShownSearch] = useState(location.search);
  const changeView = (next: CampaignPaging) => {
    setViewChanged(true);
    void navigate(hrefOf(next), { preventScrollReset: true });
  };
  if (location.search !== shownSearch) {
    setShownSearch(location.search);
    if (viewChanged) {
      setViewChanged(false);
      setAnnouncement(t("sorting.pageViewUpdated"));
    }
  }
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(""), 7000); // spec §8: assistive messages last 7 s
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs trail={[{ label: title }]} />
      <div className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
          {products.length > 0 ? (
            <p className="mt-1 text-sm text-ink-500">{t("campaign.results", { count: products.length })}</p>
          ) : null}
        </div>
        {products.length > 0 ? (
          <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
            <input type="hidden" name="type" value={type} />
            <div className="flex flex-col gap-1">
              <label htmlFor={displayId} className="text-xs font-semibold text-ink-600">
                {t("campaign.display")}
              </label>
              <select
                id={displayId}
                name="pageSize"
                className={selectClass}
                value={String(page.pageSize)}
                onChange={(event) => changeView(withPageSize(paging, Number(event.currentTarget.value)))}
              >
                {[...new Set<number>([...CAMPAIGN_PAGE_SIZES, page.pageSize])]
                  .sort((a, b) => a - b)
                  .map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={sortId} className="text-xs font-semibold text-ink-600">
                {t("campaign.sortBy")}
              </label>
              <select
                id={sortId}
                name="sortCode"
                className={selectClass}
                value={page.sortCode}
                onChange={(event) => changeView(withSort(paging, event.currentTarget.value as CampaignSort))}
              >
                {CAMPAIGN_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`campaign.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
            {hydrated ? null : (
              <button
                type="submit"
                className="h-10 rounded-full bg-brand-800 px-5 text-sm font-semibold text-white hover:bg-brand-900"
              >
                {t("campaign.apply")}
              </button>
            )}
          </Form>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {loadingCampaign ? (
        <Spinner label={t("campaign.loading")} />
      ) : products.length === 0 ? (
        <p className="rounded-card bg-brand-50 px-6 py-16 text-center text-base font-medium text-ink-700">
          {t("common.noDataForDealsOfferAndFlashSale")}
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 md:grid-cols-4 lg:grid-cols-5">
            {page.items.map((product, position) => (
              <li key={product.code} onClickCapture={selectItemOnLinkClick(list, product, firstPosition + position)}>
                <ProductGridTile product={product} />
              </li>
            ))}
          </ul>
          <ListingPagination
            currentPage={page.currentPage}
            totalPages={page.totalPages}
            hrefOf={(currentPage) => hrefOf({ ...paging, currentPage })}
          />
        </>
      )}
    </div>
  );
}
