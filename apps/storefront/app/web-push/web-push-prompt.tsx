/**
 * Asks a signed-in customer whether this browser may show notifications (account spec §4.7; decision 0062). While
 * the browser's permission is still 'default' (or granted but this browser is not yet connected to them), a small
 * card appears once the customer has interacted with the page — never on load — and its button asks the browser.
 * Granted: the browser subscribes with the shop's VAPID key and the subscription is connected to the customer, which
 * turns the SITE_MESSAGE channel on with consent. 'Not now' is remembered in this browser for the customer.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import type { Language } from "@dukkan/i18n";
import { Button } from "@dukkan/ui/button";

const DISMISSED_KEY = "dukkan.webPushDismissed";

type Outcome = "enabled" | "blocked" | "failed";

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function dismissedFor(uid: string): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === uid;
  } catch {
    return false;
  }
}

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function subscribeAndConnect(language: Language, publicKey: string): Promise<Outcome> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "blocked";
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  const form = new FormData();
  form.set("endpoint", json.endpoint ?? "");
  form.set("p256dh", json.keys?.p256dh ?? "");
  form.set("auth", json.keys?.auth ?? "");
  const response = await fetch(`/${language}/web-push`, { method: "POST", body: form });
  return response.ok ? "enabled" : "failed";
}

export function WebPushPrompt({
  language,
  uid,
  publicKey,
  connected,
}: {
  language: Language;
  uid: string;
  publicKey: string;
  connected: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (connected || !pushSupported() || Notification.permission === "denied" || dismissedFor(uid)) return;
    // The first click or key press on the page shows the card: the customer is using the shop, not just arriving.
    const interacted = () => setAsking(true);
    document.addEventListener("pointerdown", interacted, { once: true });
    document.addEventListener("keydown", interacted, { once: true });
    return () => {
      document.removeEventListener("pointerdown", interacted);
      document.removeEventListener("keydown", interacted);
    };
  }, [connected, uid]);

  if (!asking && !outcome) return null;

  const allow = async () => {
    setBusy(true);
    try {
      setOutcome(await subscribeAndConnect(language, publicKey));
    } catch (error) {
      console.error("Web push could not be turned on", error);
      setOutcome("failed");
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const notNow = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, uid);
    } catch {
      // Storage refused (private mode): the card simply asks again on a later visit.
    }
    setAsking(false);
  };

  return (
    <section
      aria-labelledby="web-push-title"
      className="fixed inset-x-4 bottom-4 z-40 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:inset-x-auto sm:end-4 sm:w-96"
    >
      {outcome ? (
        <p role="status" className="text-sm text-ink-800">
          {t(`webPush.${outcome}`)}
        </p>
      ) : (
        <>
          <h2 id="web-push-title" className="font-semibold text-ink-900">
            {t("webPush.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t("webPush.message")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void allow()} disabled={busy}>
              {t("webPush.allow")}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={notNow} disabled={busy}>
              {t("webPush.notNow")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
