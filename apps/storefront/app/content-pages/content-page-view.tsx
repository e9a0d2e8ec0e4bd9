import type { Component } from "@dukkan/occ";
import { CmsComponents } from "../cms/cms-components";
import { CmsDataProvider, type CmsData } from "../cms/cms-data";
import { Breadcrumbs } from "../layout/breadcrumbs";

/** A CMS content page: breadcrumbs, the title as the page heading, then its components in slot order. */
export function ContentPageView({ title, components, cms }: { title: string; components: Component[]; cms: CmsData }) {
  return (
    <CmsDataProvider data={cms}>
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-4">
        <Breadcrumbs trail={[{ label: title }]} />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-4">
        <CmsComponents components={components} />
      </div>
    </CmsDataProvider>
  );
}
