/** Reading CMS pages and components from the API. */
import type { Language } from "@dukkan/i18n";
import type { Component, ComponentList, Page } from "@dukkan/occ";
import { occFetch } from "../occ/occ-client.server";

type Context = { lang: Language; area?: string };

/** A content page by its label (e.g. `/aboutus`); without a label, the home page. 404 → OccRequestError. */
export function fetchContentPage(label: string | undefined, context: Context): Promise<Page> {
  return occFetch<Page>("cms/pages", {
    ...context,
    query: label === undefined ? {} : { pageType: "ContentPage", pageLabelOrId: label },
  });
}

/** The product page template that lays out the product `code`'s page (spec §2.3). 404 → OccRequestError. */
export function fetchProductPage(code: string, context: Context): Promise<Page> {
  return occFetch<Page>("cms/pages", { ...context, query: { pageType: "ProductPage", code } });
}

/** Components by uid, in the order asked; unknown uids are skipped. */
export async function fetchComponents(uids: readonly string[], context: Context): Promise<Component[]> {
  if (uids.length === 0) return [];
  const list = await occFetch<ComponentList>("cms/components", {
    ...context,
    query: { componentIds: uids.join(","), pageSize: uids.length },
  });
  return list.component;
}
