/**
 * The page and sort of a paged My Account list (orders, return requests, support requests, loyalty history,
 * replenishment orders, account spec §9) live in its URL as `?page=&sort=`, so that a page of a list can be
 * bookmarked, reloaded and used without JavaScript. The page counts from 1; the first page and the default sort
 * stay out of the URL, so the list's plain address is its first page.
 */
export type PagedListQuery<Sort extends string> = { page: number; sort: Sort };

/** What a list's loader needs to know of it: its sorts and the message of its title. */
export type PagedList<Sort extends string> = { sorts: readonly Sort[]; defaultSort: Sort; titleKey: string };

/** The API takes no page past this one: a larger number is as odd as 'abc' and reads as the first page. */
const MAX_PAGE = 100_000;

/** The list's page and sort from its URL; anything odd is the first page and the default sort. */
export function readPagedListQuery<Sort extends string>(
  search: URLSearchParams,
  sorts: readonly Sort[],
  defaultSort: Sort,
): PagedListQuery<Sort> {
  const page = Number(search.get("page"));
  const sort = search.get("sort");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: (sorts as readonly string[]).includes(sort ?? "") ? (sort as Sort) : defaultSort,
  };
}

/** The list's address for a page and sort (both optional); what is the default stays out of it. */
export function pagedListHref<Sort extends string>(
  path: string,
  { page, sort }: Partial<PagedListQuery<Sort>>,
  defaultSort: Sort,
): string {
  const search = new URLSearchParams();
  if (page && page > 1) search.set("page", String(page));
  if (sort && sort !== defaultSort) search.set("sort", sort);
  const text = search.toString();
  return `${path}${text ? `?${text}` : ""}`;
}
