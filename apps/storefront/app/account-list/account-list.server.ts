/**
 * The loader of a paged My Account list: a signed-in page's loader (`loadAccountPage`) with the page and sort from
 * the URL, the list's page from the API and the list's title. Each list says only what it loads.
 */
import { loadAccountPage } from "../account/my-account/account-page.server";
import type { CustomerContext } from "../orders/amend/order-amend.server";
import { type PagedList, type PagedListQuery, readPagedListQuery } from "./paged-list-query";

export function loadAccountList<Sort extends string, Loaded extends object>(
  args: { params: { lang: string }; request: Request },
  list: PagedList<Sort>,
  load: (query: PagedListQuery<Sort>, context: CustomerContext) => Promise<Loaded>,
) {
  return loadAccountPage(args, async ({ context, searchParams, t }) => {
    const query = readPagedListQuery(searchParams, list.sorts, list.defaultSort);
    return { ...(await load(query, context)), query, title: t(list.titleKey) };
  });
}
