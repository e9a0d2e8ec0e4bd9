/**
 * The page of a paged My Account list (orders, return requests, support requests, loyalty history, replenishment
 * orders; account spec §9): the heading with the sort, then the empty state, or the page links above and below the
 * list. Each list brings its own rows; the markup around them is the same on every list.
 */
import type { Language } from "@dukkan/i18n";
import type { IconName } from "@dukkan/ui/icon-names";
import { Icon } from "@dukkan/ui/icon";
import { LinkButton } from "@dukkan/ui/link-button";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { useTranslation } from "../i18n/use-translation";
import { ListingPagination } from "../listing/listing-pagination";
import { ListSortForm, type ListSortFormProps } from "./list-sort-form";
import type { PagedList, PagedListQuery } from "./paged-list-query";

type Pages = {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  /** The address of a page, from 1, in the list's sort. */
  hrefOf: (page: number) => string;
  /** The names of the two page navigations, so that a screen reader tells them apart. */
  above: string;
  below: string;
  /** Layout of the links below the list (margins). */
  belowClassName?: string;
};

/** The page links, only when there is more than one page. */
function ListPages({ pages, label, className }: { pages: Pages; label: string; className: string }) {
  if (pages.totalPages <= 1) return null;
  return (
    <ListingPagination
      currentPage={pages.page - 1}
      totalPages={pages.totalPages}
      hrefOf={(page) => pages.hrefOf(page + 1)}
      label={label}
      className={className}
    />
  );
}

/** The frame of every paged list: the heading, then the empty state or the list between its page links. */
export function AccountListPage(props: {
  testId: string;
  /** The heading (an AccountListHeader); null leaves the page without one. */
  header: ReactNode;
  isEmpty: boolean;
  /** Shown instead of the page links and the list when there is nothing to list. */
  empty: ReactNode;
  pages: Pages;
  /** The order history's cards are narrower than the other lists' tables. */
  width?: "max-w-4xl" | "max-w-5xl";
  children: ReactNode;
}) {
  const { pages } = props;
  return (
    <div
      className={`mx-auto flex w-full ${props.width ?? "max-w-5xl"} flex-col gap-5 px-4 py-6 sm:py-10`}
      data-testid={props.testId}
    >
      {props.header}
      {props.isEmpty ? (
        props.empty
      ) : (
        <>
          <ListPages pages={pages} label={pages.above} className="" />
          {props.children}
          <ListPages pages={pages} label={pages.below} className={pages.belowClassName ?? ""} />
        </>
      )}
    </div>
  );
}

/**
 * The list's heading, with the sort when there is more than one result to sort. `intro` stands under the heading
 * (the loyalty history's points), `actions` beside the sort (the support requests' 'Add request').
 */
export function AccountListHeader<Sort extends string>(props: {
  heading: string;
  totalResults: number;
  sort: ListSortFormProps<Sort>;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{props.heading}</h1>;
  // The key starts a new form when the URL's sort changes (back and forward), so the select shows it.
  const sort = props.totalResults > 1 ? <ListSortForm key={props.sort.sort} {...props.sort} /> : null;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      {props.intro ? (
        <div className="flex flex-col gap-1">
          {heading}
          {props.intro}
        </div>
      ) : (
        heading
      )}
      {props.actions ? (
        <div className="flex flex-wrap items-end gap-3">
          {sort}
          {props.actions}
        </div>
      ) : (
        sort
      )}
    </header>
  );
}

/**
 * The list's table. On a phone its rows are cards (AccountListRow) and the column headings are hidden from sight
 * but kept for screen readers; `actionHeading` names a last column of buttons or links the same way.
 */
function AccountListTable(props: {
  caption: string;
  headings: readonly string[];
  actionHeading?: string;
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="border-b border-ink-200 text-xs font-semibold uppercase text-ink-500 max-sm:sr-only">
        <tr>
          {props.headings.map((heading) => (
            <th key={heading} scope="col" className="py-2 pe-3 text-start">
              {heading}
            </th>
          ))}
          {props.actionHeading ? (
            <th scope="col" className="py-2 text-end">
              <span className="sr-only">{props.actionHeading}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}

/**
 * A row of an AccountListTable: a two-column card on a phone. Most lists open a row with its number, a link to its
 * details (`number`, `detailsTo`).
 */
export function AccountListRow(props: { testId: string; number?: string; detailsTo?: string; children: ReactNode }) {
  return (
    <tr
      className="border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3"
      data-testid={props.testId}
    >
      {props.number && props.detailsTo ? <NumberCell number={props.number} to={props.detailsTo} /> : null}
      {props.children}
    </tr>
  );
}

function NumberCell({ number, to }: { number: string; to: string }) {
  return (
    <td className="py-3 pe-3">
      <Link to={to} className="font-semibold text-brand-700 underline">
        {number}
      </Link>
    </td>
  );
}

/** What a list shows when it has nothing, with a way back to the shop when `startShopping` is given. */
export function AccountListEmpty(props: { testId: string; icon: IconName; text: string; startShopping?: string }) {
  const language = useLanguage();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-200 p-8 text-center"
      data-testid={props.testId}
    >
      <Icon name={props.icon} className="size-10 text-brand-600" />
      <p className="text-ink-700">{props.text}</p>
      {props.startShopping ? (
        <LinkButton to={`/${language}/`} size="md">
          {props.startShopping}
        </LinkButton>
      ) : null}
    </div>
  );
}

/** A list shown as a table: what AccountTablePage needs to know of it besides its rows. */
export type AccountTableSpec<Sort extends string> = {
  /** The page's test id and the namespace of its texts: caption, pagesAbove, pagesBelow, the columns, the sort's. */
  list: { testId: string; messages: string; href: (language: Language, query: PagedListQuery<Sort>) => string };
  /** Also what the loader reads (loadAccountList); the title is the heading unless the page counts its results. */
  loader: PagedList<Sort>;
  /** Column message keys; `action` names a last column of links or buttons, for screen readers only. */
  table: { columns: readonly string[]; action?: string; sortWidth?: string };
  /** `text` is a message key of the namespace; `startShopping` adds its 'Start shopping' link. */
  empty: { testId: string; icon: IconName; text: string; startShopping?: boolean };
};

/** What the loader of a table list hands its page (loadAccountList). */
type TableData<Sort extends string> = {
  list: { pagination: { totalPages: number; totalResults: number } };
  query: PagedListQuery<Sort>;
  title: string;
};

/**
 * A paged My Account list shown as a table (return requests, support requests, loyalty history, replenishment
 * orders): its heading and sort, page links above and below, and the empty state, from its spec.
 */
export function AccountTablePage<Sort extends string>(props: {
  spec: AccountTableSpec<Sort>;
  data: TableData<Sort>;
  rows: ReactNode;
  heading?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Without results the page is the empty state alone, heading and all (the return requests). */
  headerWhenEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { spec, data } = props;
  const { messages } = spec.list;
  const { totalPages, totalResults } = data.list.pagination;
  const header = (
    <AccountListHeader
      heading={props.heading ?? data.title}
      totalResults={totalResults}
      sort={{ sort: data.query.sort, sorts: spec.loader.sorts, messages, width: spec.table.sortWidth }}
      intro={props.intro}
      actions={props.actions}
    />
  );
  return (
    <AccountListPage
      testId={spec.list.testId}
      header={totalResults > 0 || props.headerWhenEmpty !== false ? header : null}
      isEmpty={totalResults === 0}
      empty={
        <AccountListEmpty
          testId={spec.empty.testId}
          icon={spec.empty.icon}
          text={t(`${messages}.${spec.empty.text}`)}
          startShopping={spec.empty.startShopping ? t(`${messages}.startShopping`) : undefined}
        />
      }
      pages={{
        page: data.query.page,
        totalPages,
        hrefOf: (page) => spec.list.href(language, { page, sort: data.query.sort }),
        above: t(`${messages}.pagesAbove`),
        below: t(`${messages}.pagesBelow`),
      }}
    >
      <AccountListTable
        caption={t(`${messages}.caption`)}
        headings={spec.table.columns.map((column) => t(`${messages}.${column}`))}
        actionHeading={spec.table.action ? t(`${messages}.${spec.table.action}`) : undefined}
      >
        {props.rows}
      </AccountListTable>
    </AccountListPage>
  );
}
