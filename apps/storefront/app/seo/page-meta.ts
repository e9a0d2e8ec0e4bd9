import type { MetaArgs, MetaDescriptor } from "react-router";
import { pageMeta, type PageSeo } from "./seo";

const LAYOUT_ROUTE_ID = "layout/language-layout";

/**
 * A page's meta tags from route `meta` args: the layout route supplies the public origin, the page
 * its title and description.
 */
export function metaFor(args: Pick<MetaArgs, "matches" | "location">, page: PageSeo): MetaDescriptor[] {
  const layout = args.matches.find((match) => match?.id === LAYOUT_ROUTE_ID);
  const origin = (layout?.loaderData as { origin?: string } | undefined)?.origin;
  if (!origin) return [{ title: page.title }];
  return pageMeta(page, origin, args.location.pathname);
}
