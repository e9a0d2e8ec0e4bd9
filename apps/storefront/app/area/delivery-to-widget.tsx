/**
 * The header's 'Delivery to' widget (shopping spec §2.4): the chosen area's full name, or a prompt to
 * choose one; it opens the delivery-area dialog. It is a link to the same page with the dialog open, so
 * it works before scripts load; once they run, it opens the dialog in place.
 */
import { useTranslation } from "../i18n/use-translation";
import { useLocation } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { withAreaDialog } from "./area-dialog-url";
import { useDeliveryArea } from "./area-dialog-context";
import { Icon } from "@dukkan/ui/icon";

export function DeliveryToWidget() {
  const { t } = useTranslation();
  const { area, openAreaDialog } = useDeliveryArea();
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <a
      href={withAreaDialog(location.pathname, location.search)}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        openAreaDialog();
      }}
      aria-haspopup="dialog"
      data-testid="delivery-to"
      className="group inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-md py-0.5 text-sm text-ink-800 hover:text-brand-800"
    >
      <Icon name="location" className="size-4 shrink-0 text-brand-700" />
      <span className="shrink-0 text-ink-600">{t("deliveryArea.deliveryTo")}</span>
      <span className="min-w-0 font-semibold underline-offset-4 group-hover:underline" data-testid="delivery-to-area">
        {area ? area.name : t("deliveryArea.choosePrompt")}
      </span>
      <Icon name="chevron-down" className="size-3.5 shrink-0" />
    </a>
  );
}
