/**
 * Outgoing SMS behind a small interface: the sandbox adapter (default) stores each message in
 * `sandbox_outbox`; the HTTP adapter POSTs JSON `{ from, to, text }` with a bearer token to SMS_PROVIDER_URL.
 */
import { isValidPhone } from "@dukkan/occ/rules";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { sandboxOutbox } from "../db/tables.js";

export interface SmsMessage {
  /** Digits only, as the storefront's phone validator sends them. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused the message; `status` is its HTTP status (400: it rejected the phone number). */
export class SmsProviderError extends Error {
  constructor(readonly status: number) {
    super(`SMS exception: SMS API known status code: [${status}]`);
    this.name = "SmsProviderError";
  }
}

export class SandboxSmsSender implements SmsSender {
  constructor(private readonly db: Database) {}

  async send(message: SmsMessage): Promise<void> {
    /* The sandbox rejects what a real gateway rejects: numbers that cannot be a mobile number (E.164 length). */
    if (!isValidPhone(message.to)) throw new SmsProviderError(400);
    await this.db.insert(sandboxOutbox).values({ channel: "SMS", recipient: message.to, body: message.text });
  }
}

export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly providerUrl: string,
    private readonly providerToken: string,
    private readonly sender: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.providerUrl, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${this.providerToken}` },
      body: JSON.stringify({ from: this.sender, to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new SmsProviderError(response.status);
  }
}

export function createSmsSender(config: Config, db: Database): SmsSender {
  return config.sms.adapter === "http"
    ? new HttpSmsSender(config.sms.providerUrl, config.sms.providerToken, config.sms.sender)
    : new SandboxSmsSender(db);
}
