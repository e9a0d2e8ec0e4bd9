/** A small rounded label: counts, "Selected", a discount. */
import type { ReactNode } from "react";

const TONE_CLASS = {
  brand: "bg-brand-700 text-white",
  sale: "bg-sale text-white",
  neutral: "bg-ink-100 text-ink-700",
};

export type BadgeTone = keyof typeof TONE_CLASS;

export function Badge({
  tone = "brand",
  className = "",
  children,
}: {
  tone?: BadgeTone;
  /** Layout only (display, position, margins). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASS[tone]} ${className}`.trim()}>
      {children}
    </span>
  );
}
