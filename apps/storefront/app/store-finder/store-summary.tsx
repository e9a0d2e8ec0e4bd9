/**
 * One store as the finder lists it and its page shows it: open now or when it opens, the address, the phone (a
 * call link), the distance from the shopper, and directions in the shopper's map app (a new tab).
 */
import type { Store } from "@dukkan/occ/stores";
import { useTranslation } from "../i18n/use-translation";
import { Icon } from "@dukkan/ui/icon";
import { directionsUrl } from "./store-paths";

export function OpeningStatus({ status }: { status: Store["openingStatus"] }) {
  const { t } = useTranslation();
  if (!status) return null;
  const text = status.open
    ? t("storeFinder.openNow", { time: status.closesAt })
    : status.opensAt
      ? status.opensAt.today
        ? t("storeFinder.opensToday", { time: status.opensAt.time })
        : t("storeFinder.opensOn", { day: status.opensAt.weekDay, time: status.opensAt.time })
      : t("storeFinder.closed");
  return (
    <p
      className={`flex items-center gap-1.5 text-sm font-semibold ${status.open ? "text-brand-700" : "text-ink-600"}`}
      data-testid="store-opening-status"
    >
      <Icon name="clock" className="size-4 shrink-0" />
      {text}
    </p>
  );
}

/** Address, phone, distance and directions (the heading is the caller's: a link in the list, the page's h1). */
export function StoreContact({ store }: { store: Store }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 text-sm text-ink-800">
      <OpeningStatus status={store.openingStatus} />
      <p className="flex items-start gap-1.5" data-testid="store-address">
        <Icon name="location" className="mt-0.5 size-4 shrink-0 text-ink-500" />
        {store.address.formattedAddress}
      </p>
      {store.address.phone ? (
        <p className="flex items-center gap-1.5">
          <Icon name="phone" className="size-4 shrink-0 text-ink-500" />
          <a
            href={`tel:${store.address.phone.replace(/\s+/g, "")}`}
            dir="ltr"
            className="text-brand-700 underline"
            aria-label={t("storeFinder.callStore", { name: store.displayName, phone: store.address.phone })}
          >
            {store.address.phone}
          </a>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {store.formattedDistance ? (
          <span className="text-ink-600" data-testid="store-distance">
            {t("storeFinder.distance", { distance: store.formattedDistance })}
          </span>
        ) : null}
        {store.geoPoint ? (
          <a
            href={directionsUrl(store.geoPoint)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
            aria-label={t("storeFinder.directionsTo", { name: store.displayName })}
          >
            {t("storeFinder.directions")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
