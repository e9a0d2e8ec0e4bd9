/**
 * Notification channels (account spec §2.9, §4.7; shopping spec §9): EMAIL, PUSH (native app) and
 * SITE_MESSAGE (web push), all deliverable (decision 0061). E-mail is on by default: a back-in-stock e-mail is only
 * ever sent for a product the customer explicitly asked about. App push and web push start off and are turned on by
 * the customer's consent on the device: the shop app registering its push token for them (the app's system asked
 * them), unless they already chose for PUSH here (`push/push-devices.ts`), and the browser's permission for web
 * push (`push/web-push-subscriptions.ts`).
 * Back-in-stock alerts and order updates go to every channel that is on, once each.
 *
 * SMS (decision 0040) carries short updates about the customer's own orders (accepted, shipped, ready, delivered,
 * cancelled, refunded) to their verified mobile number. It is shown only to customers with a verified number, and
 * is on by default: the customer verified that number with the shop, and each message is about an order they
 * placed. Switching it off here stops the order SMS; the order e-mails are always sent.
 */
import { and, eq, sql } from "drizzle-orm";
import type { NotificationPreference } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import {
  NOTIFICATION_CHANNELS,
  notificationPreferences,
  type NotificationChannel,
} from "./stock-notifications.tables.js";

const CHANNEL_DEFAULTS: Record<NotificationChannel, { enabled: boolean; visible: boolean }> = {
  EMAIL: { enabled: true, visible: true },
  PUSH: { enabled: false, visible: true },
  SITE_MESSAGE: { enabled: false, visible: true },
  SMS: { enabled: true, visible: true },
};

export function isDeliverable(channel: NotificationChannel): boolean {
  return CHANNEL_DEFAULTS[channel].visible;
}

/** The customer's channels in spec order, their stored choices over the defaults. */
export async function loadPreferences(db: Database, customerUid: string): Promise<NotificationPreference[]> {
  const [customer] = await db
    .select({ email: customers.email, phoneNumber: customers.phoneNumber, phoneVerifiedAt: customers.phoneVerifiedAt })
    .from(customers)
    .where(eq(customers.uid, customerUid));
  const verifiedPhone = customer?.phoneVerifiedAt ? customer.phoneNumber : null;
  const stored = await db
    .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerUid, customerUid));
  const chosen = new Map(stored.map((row) => [row.channel, row.enabled]));
  return NOTIFICATION_CHANNELS.map((channel) => {
    const defaults = CHANNEL_DEFAULTS[channel];
    // SMS needs a number to go to: hidden (and off) until the customer verified one.
    const visible = defaults.visible && (channel !== "SMS" || verifiedPhone !== null);
    return {
      channel,
      enabled: visible && (chosen.get(channel) ?? defaults.enabled),
      visible,
      ...(channel === "EMAIL" && customer ? { value: customer.email } : {}),
      ...(channel === "SMS" && verifiedPhone ? { value: verifiedPhone } : {}),
    };
  });
}

/** The channels the customer has on (visible and enabled). */
export async function enabledChannels(db: Database, customerUid: string): Promise<Set<NotificationChannel>> {
  const preferences = await loadPreferences(db, customerUid);
  return new Set(preferences.filter((preference) => preference.enabled).map((preference) => preference.channel));
}

/** Whether the customer's order updates may go by SMS: their choice, else the default (on). */
export async function orderSmsEnabled(db: Database, customerUid: string): Promise<boolean> {
  const [stored] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.customerUid, customerUid), eq(notificationPreferences.channel, "SMS")));
  return stored?.enabled ?? CHANNEL_DEFAULTS.SMS.enabled;
}

/** Stores the given channels' `enabled`; channels that cannot deliver yet keep their default (off). */
export async function savePreferences(
  db: Database,
  customerUid: string,
  changes: { channel: NotificationChannel; enabled: boolean }[],
): Promise<void> {
  const rows = changes
    .filter((change) => isDeliverable(change.channel))
    .map((change) => ({ customerUid, channel: change.channel, enabled: change.enabled }));
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.customerUid, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}
