import type { ReactNode } from "react";

/** The colours of a message by its tone, for lists of messages that share one live region. */
export const ALERT_TONE_CLASS = {
  error: "border-sale/30 bg-sale/5 text-sale",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-ink-200 bg-ink-50 text-ink-800",
  success: "border-brand-200 bg-brand-50 text-brand-800",
};

/** A form's outcome above or below it: errors are alerts (read out at once), the rest are status messages. */
export function FormAlert({
  tone,
  children,
  spaced = true,
}: {
  tone: keyof typeof ALERT_TONE_CLASS;
  children: ReactNode;
  /** The space above it that sets it off from a form; false inside a box that spaces its own contents. */
  spaced?: boolean;
}) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`${spaced ? "mt-6 " : ""}rounded-xl border px-4 py-3 text-sm font-medium ${ALERT_TONE_CLASS[tone]}`}
    >
      {children}
    </p>
  );
}
