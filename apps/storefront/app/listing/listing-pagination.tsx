import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { paginationItems } from "./listing-url";
import { Icon } from "@dukkan/ui/icon";

const PAGE_ICONS = {
  first: { name: "chevrons-end", direction: "start" },
  previous: { name: "chevron-end", direction: "start" },
  next: { name: "chevron-end", direction: "end" },
  last: { name: "chevrons-end", direction: "end" },
} as const;

const BASE = "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm font-semibold transition";
const IDLE = "text-ink-700 hover:bg-brand-50 hover:text-brand-800";

/**
 * Page links (spec §2.6): first, previous, the pages around the current one, next and last. Arrow links
 * carry their names as labels only (the start and end labels are empty); pages are labelled 'Page n'. Also the
 * order history's pages (account spec §2.14).
 */
export function ListingPagination({
  currentPage,
  totalPages,
  hrefOf,
  label,
  className = "mt-10",
}: {
  currentPage: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  /** The navigation's name when a page has two of them (above and below a list). */
  label?: string;
  /** Layout only (margins). */
  className?: string;
}) {
  const { t } = useTranslation();
  const items = paginationItems(currentPage, totalPages);
  if (items.length === 0) return null;
  return (
    <nav
      aria-label={label ?? t("listing.pagination.label")}
      className={`${className} flex flex-col items-center gap-2`}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {items.map((item) => (
          <li key={item.kind === "gap" ? item.key : `${item.kind}-${item.page}`}>
            {item.kind === "gap" ? (
              <span className="inline-flex h-10 min-w-8 items-center justify-center text-ink-400" aria-hidden="true">
                …
              </span>
            ) : item.kind === "page" ? (
              <Link
                to={hrefOf(item.page)}
                aria-label={t("listing.pagination.page", { page: item.page + 1 })}
                aria-current={item.current ? "page" : undefined}
                className={`${BASE} ${item.current ? "bg-brand-700 text-white" : IDLE}`}
              >
                {item.page + 1}
              </Link>
            ) : (
              <Link
                to={hrefOf(item.page)}
                aria-label={t(`listing.pagination.${item.kind}`)}
                title={t(`listing.pagination.${item.kind}`)}
                className={`${BASE} ${IDLE}`}
              >
                <Icon {...PAGE_ICONS[item.kind]} className="size-4" />
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-500">
        {t("listing.pagination.status", { page: Math.min(currentPage, totalPages - 1) + 1, total: totalPages })}
      </p>
    </nav>
  );
}
