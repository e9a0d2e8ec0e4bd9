/**
 * Web push to the browser's push service (RFC 8030) with the payload encrypted for the subscription (RFC 8291,
 * aes128gcm) and the request signed with the shop's VAPID key (RFC 8292), through the `web-push` library.
 */
import type { Agent } from "node:https";
import webPush from "web-push";
import type { WebPushConfig } from "./push-config.js";
import type { PushMessage, PushOutcome, PushSender, WebPushTarget } from "./push-sender.js";

/** A notification older than a day is not worth showing (an order step, a product back in stock). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export class VapidWebPushSender implements PushSender<WebPushTarget> {
  constructor(
    private readonly config: Extract<WebPushConfig, { adapter: "vapid" }>,
    /** The HTTPS agent for push services (a proxy's, or one trusting a private certificate authority). */
    private readonly agent?: Agent,
  ) {}

  async send(target: WebPushTarget, message: PushMessage): Promise<PushOutcome> {
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: target.keys },
        JSON.stringify({ title: message.title, body: message.body, url: message.url }),
        {
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: "aes128gcm",
          timeout: 10_000,
          ...(this.agent ? { agent: this.agent } : {}),
          vapidDetails: {
            subject: this.config.subject,
            publicKey: this.config.publicKey,
            privateKey: this.config.privateKey,
          },
        },
      );
      return "delivered";
    } catch (error) {
      // 404 and 410: the subscription expired or the shopper withdrew permission.
      if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return "gone";
      }
      throw error;
    }
  }
}
