/**
 * App push through Firebase Cloud Messaging's HTTP v1 API: `POST /v1/projects/{project}/messages:send` with a
 * `{message: {token, notification, data}}` body, authorised by an OAuth2 access token the service account gets
 * with a signed JWT (RFC 7523 grant). The token is reused until shortly before it expires.
 */
import type { FastifyBaseLogger } from "fastify";
import { importPKCS8, SignJWT } from "jose";
import type { AppPushConfig } from "./push-config.js";
import type { AppPushTarget, PushMessage, PushOutcome, PushSender } from "./push-sender.js";

const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
/** Renew the access token this long before Google says it expires. */
const RENEW_EARLY_MS = 60_000;

export class FcmProviderError extends Error {
  constructor(readonly status: number) {
    super(`FCM answered ${status}`);
    this.name = "FcmProviderError";
  }
}

export class FcmAppPushSender implements PushSender<AppPushTarget> {
  private accessToken: { value: string; expiresAt: number } | undefined;

  constructor(
    private readonly config: Extract<AppPushConfig, { adapter: "fcm" }>,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async send(target: AppPushTarget, message: PushMessage): Promise<PushOutcome> {
    const response = await fetch(`${this.config.endpoint}/v1/projects/${this.config.projectId}/messages:send`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await this.token()}` },
      body: JSON.stringify({
        message: {
          token: target.token,
          notification: { title: message.title, body: message.body },
          // The app opens this page in its web view (the bridge's `redirection`).
          data: { url: message.url },
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return "delivered";
    // FCM's answer for a token the app no longer holds: 404 with errorCode UNREGISTERED.
    if (response.status === 404) return "gone";
    this.logger.warn({ status: response.status, deviceId: target.deviceId }, "FCM refused an app push");
    throw new FcmProviderError(response.status);
  }

  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.expiresAt - RENEW_EARLY_MS > Date.now()) return this.accessToken.value;
    const key = await importPKCS8(this.config.privateKey, "RS256");
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT" })
      .setIssuer(this.config.clientEmail)
      .setAudience(this.config.tokenUrl)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
    const response = await fetch(this.config.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new FcmProviderError(response.status);
    const granted = (await response.json()) as { access_token: string; expires_in: number };
    this.accessToken = { value: granted.access_token, expiresAt: Date.now() + granted.expires_in * 1000 };
    return granted.access_token;
  }
}
