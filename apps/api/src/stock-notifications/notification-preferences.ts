/**
 * Notification channels (account spec §2.9, §4.7; shopping spec §9): EMAIL, PUSH (native app) and
 * SITE_MESSAGE (web push). Only e-mail can deliver today, so only EMAIL is visible; PUSH and
 * SITE_MESSAGE stay hidden (and are never used) until their adapters exist, so no shopper ticks a box
 * that does nothing. E-mail is on by default: a back-in-stock e-mail is only ever sent for a product the
 * customer explicitly asked about.
 */
import { eq, sql } from "drizzle-orm";
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
  PUSH: { enabled: false, visible: false },
  SITE_MESSAGE: { enabled: false, visible: false },
};

export const EMAIL_ENABLED_BY_DEFAULT = CHANNEL_DEFAULTS.EMAIL.enabled;

export function isDeliverable(channel: NotificationChannel): boolean {
  return CHANNEL_DEFAULTS[channel].visible;
}

/** The customer's channels in spec order, their stored choices over the defaults. */
export async function loadPreferences(db: Database, customerUid: string): Promise<NotificationPreference[]> {
  const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.uid, customerUid));
  const stored = await db
    .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerUid, customerUid));
  const chosen = new Map(stored.map((row) => [row.channel, row.enabled]));
  return NOTIFICATION_CHANNELS.map((channel) => {
    const defaults = CHANNEL_DEFAULTS[channel];
    return {
      channel,
      enabled: defaults.visible && (chosen.get(channel) ?? defaults.enabled),
      visible: defaults.visible,
      ...(channel === "EMAIL" && customer ? { value: customer.email } : {}),
    };
  });
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
