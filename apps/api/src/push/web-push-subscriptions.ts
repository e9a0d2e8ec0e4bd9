/**
 * Browsers subscribed to web push per customer (shopping spec §4 Web push; account spec §4.7). Subscribing is the
 * customer's consent: the SITE_MESSAGE channel is turned on if it was off, and the consent is stored as the
 * spec's value (true = 1). Signing out disconnects the browser (its subscription row goes).
 */
import { and, eq } from "drizzle-orm";
import { WEB_PUSH_CONSENT } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { savePreferences } from "../stock-notifications/notification-preferences.js";
import { webPushSubscriptions } from "./push.tables.js";
import type { WebPushSubscriptionBody } from "./push.schemas.js";

export async function connectBrowser(
  db: Database,
  customerUid: string,
  subscription: WebPushSubscriptionBody,
): Promise<void> {
  const row = {
    customerUid,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    consent: WEB_PUSH_CONSENT.true,
  };
  await db
    .insert(webPushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: row });
  await savePreferences(db, customerUid, [{ channel: "SITE_MESSAGE", enabled: true }]);
}

export async function disconnectBrowser(db: Database, customerUid: string, endpoint: string): Promise<void> {
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.customerUid, customerUid), eq(webPushSubscriptions.endpoint, endpoint)));
}

export async function connectedBrowsers(db: Database, customerUid: string) {
  return db
    .select({
      id: webPushSubscriptions.id,
      endpoint: webPushSubscriptions.endpoint,
      p256dh: webPushSubscriptions.p256dh,
      auth: webPushSubscriptions.auth,
    })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.customerUid, customerUid))
    .orderBy(webPushSubscriptions.id);
}
