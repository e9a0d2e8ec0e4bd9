/**
 * The shop app's devices per customer (shopping spec §4 Native app bridge): the page hands the app's token to
 * the API (`sendUserToken` creates, `updatedTokens` updates), and marks a device inactive when the customer signs
 * out of the app (`sendDeviceToken`). A device registered for a customer stops receiving another customer's pushes.
 * The first device registered turns the customer's PUSH channel on, unless they already chose for it.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { notificationPreferences } from "../stock-notifications/stock-notifications.tables.js";
import { pushDevices } from "./push.tables.js";
import type { PushNotificationInfo } from "./push.schemas.js";

export async function saveDevice(db: Database, customerUid: string, info: PushNotificationInfo): Promise<void> {
  await db.transaction(async (tx) => {
    if (info.active) {
      // One phone, one signed-in customer: whoever used the device before no longer gets pushes on it.
      await tx
        .update(pushDevices)
        .set({ active: false, updatedAt: sql`now()` })
        .where(and(eq(pushDevices.deviceId, info.id), ne(pushDevices.customerUid, customerUid)));
    }
    await tx
      .insert(pushDevices)
      .values({ customerUid, deviceId: info.id, token: info.token, active: info.active })
      .onConflictDoUpdate({
        target: [pushDevices.customerUid, pushDevices.deviceId],
        set: { token: info.token, active: info.active, updatedAt: sql`now()` },
      });
    if (info.active) {
      // The app's system asked the customer before it handed out a push token: that is the consent to app push.
      await tx
        .insert(notificationPreferences)
        .values({ customerUid, channel: "PUSH", enabled: true })
        .onConflictDoNothing();
    }
  });
}

/** Marks the customer's device inactive; nothing happens for a device they never registered. */
export async function deactivateDevice(db: Database, customerUid: string, deviceId: string): Promise<void> {
  await db
    .update(pushDevices)
    .set({ active: false, updatedAt: sql`now()` })
    .where(and(eq(pushDevices.customerUid, customerUid), eq(pushDevices.deviceId, deviceId)));
}

export async function activeDevices(db: Database, customerUid: string) {
  return db
    .select({ deviceId: pushDevices.deviceId, token: pushDevices.token })
    .from(pushDevices)
    .where(and(eq(pushDevices.customerUid, customerUid), eq(pushDevices.active, true)))
    .orderBy(pushDevices.deviceId);
}
