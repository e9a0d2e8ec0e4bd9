import type { ReactNode } from "react";

/** A home section's title row, with room for extras such as the flash-sale countdown. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <h2 id={id} className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </div>
  );
}
