/**
 * The shop's buttons: one look per variant and size, so a primary action reads the same on every page.
 * `buttonClass` gives the same look to what is not a `<button>` (a React Router `Link`: see LinkButton; a React
 * Aria `Button` that a dialog needs for its slots).
 */
import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition disabled:cursor-not-allowed";

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-card hover:bg-brand-800 disabled:bg-brand-500",
  secondary: "border border-ink-200 text-ink-800 hover:border-brand-300 hover:text-brand-700 disabled:text-ink-400",
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:text-ink-400",
  ghost: "text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline disabled:text-ink-400",
  danger: "bg-sale text-white shadow-card hover:bg-sale/90 disabled:bg-sale/60",
};

const SIZE_CLASS: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
};

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (width, margins, flex): the look comes from variant and size. */
  className?: string;
};

export function buttonClass({ variant = "primary", size = "lg", className }: ButtonStyle = {}): string {
  return [BASE, VARIANT_CLASS[variant], SIZE_CLASS[size], className].filter(Boolean).join(" ");
}

/** With `ref` (React 19 passes it as a prop): a dialog gives the focus back to the button that opened it. */
type ButtonProps = ButtonStyle & Omit<ComponentProps<"button">, "className">;

/** A native `<button>`: it submits its form before scripts load, like every form of the shop. */
export function Button({ variant, size, className, ...button }: ButtonProps) {
  return <button className={buttonClass({ variant, size, className })} {...button} />;
}
