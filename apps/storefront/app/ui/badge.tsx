/** A small rounded label: counts, "Selected", a discount. */
import type { HTMLAttributes } from "react";

const TONE_CLASS = {
  brand: "bg-brand-700 text-white",
  sale: "bg-sale text-white",
  neutral: "bg-ink-100 text-ink-700",
};

export type BadgeTone = keyof typeof TONE_CLASS;

type BadgeProps = {
  tone?: BadgeTone;
  /** Layout only (display, position, margins). */
  className?: string;
} & Omit<HTMLAttributes<HTMLSpanElement>, "className">;

export function Badge({ tone = "brand", className = "", ...span }: BadgeProps) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASS[tone]} ${className}`.trim()}
      {...span}
    />
  );
}
