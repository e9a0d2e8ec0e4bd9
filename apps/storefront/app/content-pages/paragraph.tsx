import type { Component } from "@dukkan/occ";
import { textAttribute } from "../cms/attributes";
import { useCmsData } from "../cms/cms-data";

/** CMSParagraphComponent: sanitised HTML (see cms/prepare.server.ts) under an optional title. */
export function Paragraph({ component }: { component: Component }) {
  const { heading } = useCmsData();
  const html = textAttribute(component, "content");
  const title = textAttribute(component, "title");
  if (!html) return null;
  return (
    <article className="rounded-card bg-white p-6 shadow-card sm:p-10">
      {/* Paragraphs often repeat the page title, which is already the page's heading. */}
      {title && title !== heading ? <h2 className="mb-4 text-2xl font-bold text-ink-900">{title}</h2> : null}
      <div className="cms-prose max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
