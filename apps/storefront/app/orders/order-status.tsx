/** An order's or consignment's status as a badge: the API's label, 'Processing' when it has none (spec §4.8). */
import { useTranslation } from "../i18n/use-translation";
import { Badge } from "../ui/badge";
import { isCriticalStatus } from "./order-display";

export function StatusBadge({
  status,
  statusDisplay,
  className,
}: {
  status: string | undefined;
  statusDisplay: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge tone={isCriticalStatus(status) ? "warning" : "status"} className={className} data-status={status ?? ""}>
      {statusDisplay ?? t("orders.statusMissing")}
    </Badge>
  );
}
