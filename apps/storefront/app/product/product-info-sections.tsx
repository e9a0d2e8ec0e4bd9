/**
 * The product's tabs (spec §2.9) as an exclusive disclosure group: one section open at a time, the
 * first open from the server, and clicking the open one closes it. Native <details name> elements,
 * so they work before (and without) JavaScript. Which tabs, in which order and under which heading comes from
 * the CMS tab container (`product-layout.ts`); a tab with nothing to show for this product is left out.
 */
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLocation } from "react-router";
import type { SpecRow } from "./product-details";
import type { ProductTab, TabHeading } from "./product-layout";
import { Icon } from "@dukkan/ui/icon";

type Section = { id: string; title: string; content: ReactNode };

function Html({ html }: { html: string }) {
  return <div className="cms-prose max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />;
}

function SpecsTable({ rows }: { rows: SpecRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full max-w-2xl text-sm">
      <tbody className="divide-y divide-ink-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="w-2/5 py-3 pe-4 text-start font-medium text-ink-600">
              {t(`product.specs.${row.key}`)}
            </th>
            <td className="py-3 font-semibold text-ink-900">
              <bdi>{row.value}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The section to open first: the one navigation state names (activeTab), else the one the page asks for
 * (the Reviews tab after writing a review), else the first.
 */
function useInitialSection(sections: Section[], pageTab: string | undefined): string | undefined {
  const state: unknown = useLocation().state;
  const requested =
    typeof state === "object" && state !== null ? (state as { activeTab?: unknown }).activeTab : undefined;
  const open = (id: unknown) => sections.find((section) => section.id === id)?.id;
  return open(requested) ?? open(pageTab) ?? sections[0]?.id;
}

/** The words of a tab's heading (spec §2.15: 'order history' for the order-history tab, else the tab's title). */
function useHeadingText(): (heading: TabHeading) => string {
  const { t } = useTranslation();
  return (heading) => {
    if (heading.kind === "orderHistory") return t("orders.history.title");
    return heading.kind === "title" ? heading.title : t(`product.tabs.${heading.tabType}`);
  };
}

export function ProductInfoSections({
  tabs,
  descriptionHtml,
  specs,
  usageHtml,
  reviews,
  orderHistory,
  initialTab,
}: {
  tabs: ProductTab[];
  descriptionHtml?: string;
  specs: SpecRow[];
  usageHtml?: string;
  /** The Reviews tab's content (always shown: shoppers can read or write reviews of any product). */
  reviews: ReactNode;
  /** The order-history tab's content. */
  orderHistory: ReactNode;
  initialTab?: string;
}) {
  const { t } = useTranslation();
  const headingText = useHeadingText();
  const contentOf = (id: ProductTab["id"]): ReactNode => {
    switch (id) {
      case "description":
        return descriptionHtml ? <Html html={descriptionHtml} /> : null;
      case "specs":
        return specs.length > 0 ? <SpecsTable rows={specs} /> : null;
      case "usage":
        return usageHtml ? <Html html={usageHtml} /> : null;
      case "reviews":
        return reviews;
      case "orderHistory":
        return orderHistory;
    }
  };
  const sections: Section[] = tabs.flatMap((tab) => {
    const content = contentOf(tab.id);
    return content ? [{ id: tab.id, title: headingText(tab.heading), content }] : [];
  });
  const initial = useInitialSection(sections, initialTab);
  return (
    <section aria-labelledby="product-information" className="mt-12">
      <h2 id="product-information" className="sr-only">
        {t("product.tabs.label")}
      </h2>
      <div className="divide-y divide-ink-100 overflow-hidden rounded-card bg-white shadow-card">
        {sections.map((section) => (
          <details
            key={section.id}
            id={section.id}
            name="product-information"
            open={section.id === initial}
            className="group scroll-mt-32"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-bold text-ink-900 transition hover:bg-ink-50 sm:px-7 sm:py-5 [&::-webkit-details-marker]:hidden">
              {section.title}
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-6 sm:px-7 sm:pb-8">{section.content}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
