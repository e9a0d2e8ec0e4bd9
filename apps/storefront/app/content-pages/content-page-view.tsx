import type { Component } from "@dukkan/occ";
import { CmsComponents } from "../cms/cms-components";
import { CmsDataProvider, type CmsData } from "../cms/cms-data";
import { Breadcrumbs } from "../layout/breadcrumbs";

/**
 * A CMS content page: breadcrumbs, the title as the page's heading, then its components in slot order,
 * stacked, or side by side on wide screens (the not-found page's picture and words).
 */
export function ContentPageView({
  title,
  components,
  cms,
  layout = "stacked",
}: {
  title: string;
  components: Component[];
  cms: CmsData;
  layout?: "stacked" | "split";
}) {
  return (
    <CmsDataProvider data={cms}>
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-4">
        <Breadcrumbs trail={[{ label: title }]} />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      </div>
      <div
        className={`mx-auto grid max-w-7xl gap-8 px-4 pt-4 ${layout === "split" ? "items-center md:grid-cols-2" : "grid-cols-1"}`}
      >
        <CmsComponents components={components} />
      </div>
    </CmsDataProvider>
  );
}
