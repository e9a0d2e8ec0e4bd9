/**
 * The loader of a paged My Account list: the signed-in guard, the page and sort from the URL, the list's page from
 * the API and the page title, the session's cookie kept fresh. Each list says only what it loads.
 */
import { data } from "react-router";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { type CustomerContext, customerContext } from "../orders/amend/order-amend.server";
import { sessionHeaders } from "../session/session.server";
import { type PagedList, type PagedListQuery, readPagedListQuery } from "./paged-list-query";

export async function loadAccountList<Sort extends string, Loaded extends object>(
  { params, request }: { params: { lang: string }; request: Request },
  list: PagedList<Sort>,
  load: (query: PagedListQuery<Sort>, context: CustomerContext) => Promise<Loaded>,
) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const query = readPagedListQuery(new URL(request.url).searchParams, list.sorts, list.defaultSort);
  const loaded = await load(query, context);
  return data(
    { ...loaded, query, title: i18nFor(params.lang).t(list.titleKey) },
    { headers: await sessionHeaders(session) },
  );
}
