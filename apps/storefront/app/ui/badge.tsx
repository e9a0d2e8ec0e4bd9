/** A small rounded label: counts, "Selected", a discount, an order's status. */
import type { HTMLAttributes } from "react";

const TONE_CLASS = {
  brand: "bg-brand-700 text-white",
  sale: "bg-sale text-white",
  neutral: "bg-ink-100 text-ink-700",
  /** A state that is going well (an order being prepared, shipped, delivered). */
  status: "bg-brand-50 text-brand-800 ring-1 ring-brand-200",
  /** A state that needs the shopper's attention (cancelled, rejected). */
  warning: "bg-sale/10 text-sale ring-1 ring-sale/40",
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
