/**
 * 'Notify me' / 'Stop notify' for an out-of-stock product (spec §2.9, §4 Stock notification):
 * - guests: 'Notify me' is a link to the login page;
 * - signed in without an enabled channel: a pointer to the notification preferences;
 * - signed in: 'Notify me' adds the interest and opens a dialog naming the channels; 'Stop notify' removes
 *   it and says so (`stockNotification.unsubscribeSuccess`); a failed add closes the dialog and says so.
 * Both are forms posting to the stock-notification action, so they work before scripts load.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useFetcher, useLocation } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";
import type { StockNotificationActionData } from "./stock-notification-route";
import type { StockNotificationState } from "./stock-notification.server";
import { Icon } from "@dukkan/ui/icon";
import { buttonClass } from "@dukkan/ui/button";

export const NOTIFICATION_PREFERENCES_PATH = "my-account/notification-preference";
/** The anchor listing tiles link to ('Notify me' on an out-of-stock tile opens the product page here). */
export const STOCK_NOTIFICATION_ID = "stock-notification";

const PRIMARY = buttonClass();
const SECONDARY = buttonClass({ variant: "secondary" });

function BellIcon() {
  return <Icon name="bell" />;
}

export function StockNotification({
  productCode,
  productName,
  state,
}: {
  productCode: string;
  productName: string;
  state: StockNotificationState;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const preferencesPath = `/${language}/${NOTIFICATION_PREFERENCES_PATH}`;
  if (state.kind === "guest") {
    return (
      <Panel hint={t("stockNotification.signInHint")}>
        <Link to={`/${language}/login`} className={PRIMARY}>
          <BellIcon />
          {t("stockNotification.notifyMe")}
        </Link>
      </Panel>
    );
  }
  if (state.kind === "noChannel") {
    return (
      <Panel hint={t("stockNotification.noChannel")}>
        <Link to={preferencesPath} className={SECONDARY}>
          {t("stockNotification.managePreferences")}
        </Link>
      </Panel>
    );
  }
  return <SubscriptionForm productCode={productCode} productName={productName} state={state} />;
}

function Panel({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <div
      id={STOCK_NOTIFICATION_ID}
      className="flex scroll-mt-24 flex-col gap-3 rounded-xl border border-ink-200 bg-ink-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-ink-700">{hint}</p>
      {children}
    </div>
  );
}

function SubscriptionForm({
  productCode,
  productName,
  state,
}: {
  productCode: string;
  productName: string;
  state: Extract<StockNotificationState, { kind: "available" | "subscribed" }>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<StockNotificationActionData>({ key: `stock-notification-${productCode}` });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A finished submission's answer decides what shows: the dialog, the unsubscribe message or the error.
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (fetcher.data.ok && fetcher.data.intent === "subscribe") {
      if (!dialog.open) dialog.showModal();
    } else dialog.close();
  }, [fetcher.state, fetcher.data]);

  const pending = fetcher.formData?.get("intent");
  const subscribed = pending ? pending === "subscribe" : state.kind === "subscribed";
  const busy = fetcher.state !== "idle";
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-ink-50 px-4 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">
          {t(subscribed ? "stockNotification.subscribedHint" : "stockNotification.outOfStockHint")}
        </p>
        <fetcher.Form method="post" action={`/${language}/stock-notification`}>
          <input type="hidden" name="productCode" value={productCode} />
          <input type="hidden" name="intent" value={subscribed ? "unsubscribe" : "subscribe"} />
          {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
          <button type="submit" disabled={busy} className={subscribed ? SECONDARY : PRIMARY}>
            <BellIcon />
            {t(subscribed ? "stockNotification.stopNotify" : "stockNotification.notifyMe")}
          </button>
        </fetcher.Form>
      </div>
      {outcome?.ok && outcome.intent === "unsubscribe" && !busy ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {t("stockNotification.unsubscribeSuccess")}
        </p>
      ) : null}
      {outcome && !outcome.ok && !busy ? (
        <p role="alert" className="text-sm font-medium text-sale">
          {outcome.intent === "subscribe" ? t("stockNotification.subscribeError") : outcome.message}
        </p>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/40"
      >
        <h2 id={titleId} className="text-xl font-bold">
          {t("stockNotification.dialogTitle")}
        </h2>
        <p className="mt-3 text-ink-700">{t("stockNotification.dialogBody", { name: productName })}</p>
        <ul className="mt-3 flex flex-col gap-1">
          {state.channels.map((channel) => (
            <li key={channel.channel} className="font-medium">
              {t(`stockNotification.channel.${channel.channel}`)}
              {channel.value ? (
                <>
                  {": "}
                  <bdi dir="ltr" className="font-normal text-ink-700">
                    {channel.value}
                  </bdi>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Link to={`/${language}/${NOTIFICATION_PREFERENCES_PATH}`} className="font-semibold text-brand-700 underline">
            {t("stockNotification.managePreferences")}
          </Link>
          <button type="button" className={PRIMARY} onClick={() => dialogRef.current?.close()}>
            {t("stockNotification.close")}
          </button>
        </div>
      </dialog>
    </div>
  );
}
