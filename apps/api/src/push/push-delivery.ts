/**
 * Sends a notification to every device (PUSH) or browser (SITE_MESSAGE) of one customer through the push sender.
 * The callers (order notifications, back-in-stock alerts) decide whether the channel is on and record what was
 * sent; this counts the targets that took the message and retires the ones the provider says are gone.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import { activeDevices } from "./push-devices.js";
import type { PushMessage, PushSender, PushTarget } from "./push-sender.js";
import { pushDevices, webPushSubscriptions } from "./push.tables.js";
import { connectedBrowsers } from "./web-push-subscriptions.js";

export type PushChannel = "PUSH" | "SITE_MESSAGE";
export const PUSH_CHANNELS = ["PUSH", "SITE_MESSAGE"] as const satisfies readonly PushChannel[];

export class PushDelivery {
  constructor(
    private readonly db: Database,
    private readonly sender: PushSender,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /**
   * Sends to each of the customer's targets on the channel; answers how many took it. A target that fails is
   * logged and skipped; when every target failed the error is thrown, so a job retries.
   */
  async deliver(customerUid: string, channel: PushChannel, message: PushMessage): Promise<number> {
    const targets = await this.targetsOf(customerUid, channel);
    let delivered = 0;
    let failure: unknown;
    for (const target of targets) {
      try {
        const outcome = await this.sender.send(target, message);
        if (outcome === "delivered") delivered += 1;
        else await this.retire(target);
      } catch (error) {
        failure = error;
        this.logger.error({ err: error, channel, customerUid }, "a push could not be sent");
      }
    }
    if (delivered === 0 && failure !== undefined) throw failure;
    return delivered;
  }

  private async targetsOf(customerUid: string, channel: PushChannel): Promise<PushTarget[]> {
    if (channel === "PUSH") {
      return (await activeDevices(this.db, customerUid)).map((device) => ({
        channel,
        customerUid,
        deviceId: device.deviceId,
        token: device.token,
      }));
    }
    return (await connectedBrowsers(this.db, customerUid)).map((browser) => ({
      channel,
      customerUid,
      endpoint: browser.endpoint,
      keys: { p256dh: browser.p256dh, auth: browser.auth },
    }));
  }

  private async retire(target: PushTarget): Promise<void> {
    if (target.channel === "PUSH") {
      await this.db
        .update(pushDevices)
        .set({ active: false, updatedAt: sql`now()` })
        .where(and(eq(pushDevices.customerUid, target.customerUid), eq(pushDevices.deviceId, target.deviceId)));
    } else {
      await this.db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, target.endpoint));
    }
  }
}
