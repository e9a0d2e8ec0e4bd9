/**
 * The consignment tracking dialog (account spec §2.16): shipped date, estimated arrival, carrier, the tracking
 * number (a link to the carrier's page when it has one) and the carrier's events with date, reference, detail
 * and location; 'no tracking' when there is nothing yet. The page's `?track={consignmentCode}` opens it, so it
 * works as a plain link before scripts load; closing goes back to the page without it.
 */
import type { Language } from "@dukkan/i18n";
import type { ConsignmentTracking } from "@dukkan/occ/order";
import { useTranslation } from "../i18n/use-translation";
import { useNavigate } from "react-router";
import { ModalDialog } from "@dukkan/ui/dialog";
import { LinkButton } from "@dukkan/ui/link-button";
import { consignmentNumber, formatOrderDate, formatOrderDateTime } from "./order-display";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

export function TrackingDialog({
  consignmentCode,
  tracking,
  closeHref,
  language,
}: {
  consignmentCode: string;
  tracking: ConsignmentTracking | null;
  closeHref: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => void navigate(closeHref, { preventScrollReset: true, replace: true });
  const events = tracking?.trackingEvents ?? [];
  const hasTracking = Boolean(tracking && (tracking.trackingID || tracking.carrierDetails || events.length > 0));
  return (
    <ModalDialog title={t("orders.tracking.title", { number: consignmentNumber(consignmentCode) })} onClose={close}>
      <div className="mt-4 flex flex-col gap-4 text-sm" data-testid="tracking-dialog">
        {hasTracking && tracking ? (
          <>
            <dl className="flex flex-col gap-2">
              {tracking.shippedDate ? (
                <Fact label={t("orders.tracking.shippedDate")}>{formatOrderDate(tracking.shippedDate, language)}</Fact>
              ) : null}
              {tracking.targetArrivalDate ? (
                <Fact label={t("orders.tracking.arrival")}>
                  {formatOrderDate(tracking.targetArrivalDate, language)}
                </Fact>
              ) : null}
              {tracking.carrierDetails ? (
                <Fact label={t("orders.tracking.carrier")}>{tracking.carrierDetails.name}</Fact>
              ) : null}
              {tracking.trackingID ? (
                <Fact label={t("orders.tracking.trackingId")}>
                  {tracking.trackingUrl ? (
                    <a
                      href={tracking.trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 underline hover:text-brand-800"
                    >
                      {t("orders.tracking.trackingIdLink", { id: tracking.trackingID })}
                    </a>
                  ) : (
                    <span dir="ltr">{tracking.trackingID}</span>
                  )}
                </Fact>
              ) : null}
            </dl>
            {events.length > 0 ? (
              <section aria-labelledby="tracking-events-heading">
                <h3 id="tracking-events-heading" className="font-bold text-ink-900">
                  {t("orders.tracking.events")}
                </h3>
                <ol className="mt-2 flex flex-col gap-3 border-s-2 border-brand-200 ps-4" data-testid="tracking-events">
                  {events.map((event, index) => (
                    <li key={`${event.eventDate}-${index}`}>
                      <p className="font-semibold text-ink-900">
                        <time dateTime={event.eventDate}>{formatOrderDateTime(event.eventDate, language)}</time>
                      </p>
                      <p className="text-ink-800">{event.detail}</p>
                      {event.referenceCode ? (
                        <p className="text-ink-600">{t("orders.tracking.reference", { code: event.referenceCode })}</p>
                      ) : null}
                      {event.location ? (
                        <p className="text-ink-600">{t("orders.tracking.location", { location: event.location })}</p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </>
        ) : (
          <p className="text-ink-700">{t("orders.tracking.none")}</p>
        )}
        <LinkButton to={closeHref} replace preventScrollReset variant="secondary" size="md" className="self-end">
          {t("orders.tracking.close")}
        </LinkButton>
      </div>
    </ModalDialog>
  );
}
