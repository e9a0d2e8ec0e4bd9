/**
 * A list screen's heading: the title, the list's own links at the end of the line (New …, export), and an
 * optional line that says what the list is for.
 */
import type { ReactNode } from "react";

/** The look of a link in a list's heading, for a router Link or a plain download link alike. */
export const LIST_ACTION_CLASS = "rounded-lg px-2 py-2 font-semibold text-brand-700 underline";

export function ListHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children && <div className="ms-auto flex flex-wrap gap-3 text-sm">{children}</div>}
      </div>
      {intro && <p className="mb-4 text-sm text-ink-700">{intro}</p>}
    </>
  );
}
