import type { MetaDescriptor } from "react-router";
import { i18nFor } from "../i18n/i18n";
import { resolveLanguage } from "@dukkan/i18n";
import { pageMeta, type PageSeo } from "./seo";

const LAYOUT_ROUTE_ID = "layout/language-layout";

/**
 * A page's meta tags from its route's `meta` args: title ("{page} | {shop}", the home page's own title
 * as it is), description, robots, canonical and hreflang alternates. The layout route supplies the
 * public origin.
 */
/** What metaFor reads from a route's typed `meta` args. */
type MetaContext = {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string };
  params: Record<string, string | undefined>;
};

export function metaFor(args: MetaContext, page: PageSeo, { home = false }: { home?: boolean } = {}): MetaDescriptor[] {
  const siteName = i18nFor(resolveLanguage(args.params.lang)).t("common.siteName");
  const title = home || page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
  const layout = args.matches.find((match) => match?.id === LAYOUT_ROUTE_ID);
  const origin = (layout?.loaderData as { origin?: string } | undefined)?.origin;
  if (!origin) return [{ title }];
  return pageMeta({ ...page, title }, origin, args.location.pathname);
}

/**
 * A page kept out of search engines (a signed-in customer's page, a sign-in step): its title, and its description
 * when it has one, from its loader.
 */
export const privatePageMeta = (
  args: MetaContext & { loaderData: { title: string; description?: string } | undefined },
): MetaDescriptor[] =>
  args.loaderData
    ? [
        ...metaFor(args, { title: args.loaderData.title, description: args.loaderData.description }),
        { name: "robots", content: "noindex" },
      ]
    : [];
