/** A return request's state as a badge: the list's rows and the request's page say it the same way. */
import type { ReturnStatus } from "@dukkan/occ/returns";
import { useTranslation } from "react-i18next";

const TONE: Partial<Record<ReturnStatus, string>> = {
  APPROVAL_PENDING: "bg-accent-100 text-accent-700",
  REJECTED: "bg-sale/10 text-sale",
  REFUNDED: "bg-brand-50 text-brand-800",
};

/** `status` is a return state (the OCC order view types it as a plain string). */
export function StatusBadge({ status, testId }: { status: ReturnStatus | string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status as ReturnStatus] ?? "bg-ink-100"}`}
      data-testid={testId}
    >
      {t(`returns.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}
