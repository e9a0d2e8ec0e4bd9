/**
 * The push sender (decision 0061): one interface for the two push channels of the notification preferences —
 * PUSH (the shop's app, through its provider) and SITE_MESSAGE (web push to a browser that subscribed). Each channel
 * has a sandbox adapter, the default, that records what would be delivered in the development outbox, and a
 * production adapter (`fcm-app-push.ts`, `vapid-web-push.ts`), chosen by configuration (`push-config.ts`).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { sandboxOutbox } from "../db/tables.js";
import { FcmAppPushSender } from "./fcm-app-push.js";
import { VapidWebPushSender } from "./vapid-web-push.js";

/** What a notification says and which shop page (an absolute storefront URL) it opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export type AppPushTarget = { channel: "PUSH"; customerUid: string; deviceId: string; token: string };
export type WebPushTarget = {
  channel: "SITE_MESSAGE";
  customerUid: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};
export type PushTarget = AppPushTarget | WebPushTarget;

/**
 * delivered: the provider took the message. gone: the provider says the token or subscription no longer exists
 * (the app was removed, the browser unsubscribed), so the target is retired.
 */
export type PushOutcome = "delivered" | "gone";

export interface PushSender<Target extends PushTarget = PushTarget> {
  send(target: Target, message: PushMessage): Promise<PushOutcome>;
}

/** Records each push in `sandbox_outbox` (channel PUSH or SITE_MESSAGE, to the customer), shown by GET /dev/outbox. */
export class SandboxPushSender implements PushSender {
  constructor(private readonly db: Database) {}

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const where = target.channel === "PUSH" ? `device ${target.deviceId}` : `browser ${browserName(target.endpoint)}`;
    await this.db.insert(sandboxOutbox).values({
      channel: target.channel,
      recipient: target.customerUid,
      subject: message.title,
      body: `${message.body}\n${message.url}\n(${where})`,
    });
    return "delivered";
  }
}

/** The push service and the end of the subscription's path: tells browsers apart without a link in the body. */
function browserName(endpoint: string): string {
  const url = new URL(endpoint);
  return `${url.hostname} …${url.pathname.slice(-12)}`;
}

/** Sends each target through its channel's adapter. */
export class ChannelPushSender implements PushSender {
  constructor(
    private readonly app: PushSender<AppPushTarget>,
    private readonly web: PushSender<WebPushTarget>,
  ) {}

  send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    return target.channel === "PUSH" ? this.app.send(target, message) : this.web.send(target, message);
  }
}

export function createPushSender(config: Config, db: Database, logger: FastifyBaseLogger): PushSender {
  const sandbox = new SandboxPushSender(db);
  const { app, web } = config.push;
  return new ChannelPushSender(
    app.adapter === "fcm" ? new FcmAppPushSender(app, logger) : sandbox,
    web.adapter === "vapid" ? new VapidWebPushSender(web) : sandbox,
  );
}
