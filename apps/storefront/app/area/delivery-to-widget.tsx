/**
 * The header's 'Delivery to' widget (shopping spec §2.4): the chosen area's full name, or a prompt to
 * choose one; it opens the delivery-area dialog. It is a link to the same page with the dialog open, so
 * it works before scripts load; once they run, it opens the dialog in place.
 */
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useHydrated } from "../ui/use-hydrated";
import { withAreaDialog } from "./area-dialog-url";
import { useDeliveryArea } from "./area-dialog-context";

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
      <svg
        viewBox="0 0 24 24"
        className="size-4 shrink-0 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" strokeLinejoin="round" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      <span className="shrink-0 text-ink-600">{t("deliveryArea.deliveryTo")}</span>
      <span className="min-w-0 font-semibold underline-offset-4 group-hover:underline" data-testid="delivery-to-area">
        {area ? area.name : t("deliveryArea.choosePrompt")}
      </span>
      <svg
        viewBox="0 0 20 20"
        className="size-3.5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
