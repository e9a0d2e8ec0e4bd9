import type { ReactNode } from "react";

const TONE_CLASS = {
  error: "border-sale/30 bg-sale/5 text-sale",
  info: "border-ink-200 bg-ink-50 text-ink-800",
  success: "border-brand-200 bg-brand-50 text-brand-800",
};

/** A form's outcome above or below it: errors are alerts (read out at once), the rest are status messages. */
export function FormAlert({ tone, children }: { tone: keyof typeof TONE_CLASS; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mt-6 rounded-xl border px-4 py-3 text-sm font-medium ${TONE_CLASS[tone]}`}
    >
      {children}
    </p>
  );
}
