/**
 * Push configuration (decision 0061). Each channel has a sandbox (the default) that records what would be delivered
 * in the development outbox, and a production adapter. Push is optional for a shop (no app, no web push), so the
 * sandboxes are not refused in production; they only record.
 *
 * - APP_PUSH_ADAPTER=fcm: Firebase Cloud Messaging HTTP v1 with a Google service account
 *   (FCM_PROJECT_ID, FCM_CLIENT_EMAIL, FCM_PRIVATE_KEY as in the service account's JSON file).
 * - WEB_PUSH_ADAPTER=vapid: RFC 8291 encrypted messages to the browser's push service, signed with the VAPID key
 *   pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY; `npm start` generates a pair into DATA_DIR) and VAPID_SUBJECT.
 */
import { z } from "zod";

export type AppPushConfig =
  | { adapter: "sandbox" }
  | { adapter: "fcm"; projectId: string; clientEmail: string; privateKey: string; endpoint: string; tokenUrl: string };

export type WebPushConfig =
  { adapter: "sandbox" } | { adapter: "vapid"; publicKey: string; privateKey: string; subject: string };

export interface PushConfig {
  app: AppPushConfig;
  web: WebPushConfig;
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

const PushEnv = z.object({
  APP_PUSH_ADAPTER: z.enum(["sandbox", "fcm"]).default("sandbox"),
  FCM_PROJECT_ID: z.string().trim().min(1).optional(),
  FCM_CLIENT_EMAIL: z.string().trim().min(3).optional(),
  /** PEM; `\n` escapes (as in the JSON file) are turned into newlines. */
  FCM_PRIVATE_KEY: z.string().min(1).optional(),
  /** Where FCM lives; overridable so the adapter can be exercised against a local stand-in. */
  FCM_ENDPOINT: z.url({ protocol: /^https?$/ }).default("https://fcm.googleapis.com"),
  FCM_TOKEN_URL: z.url({ protocol: /^https?$/ }).default("https://oauth2.googleapis.com/token"),
  WEB_PUSH_ADAPTER: z.enum(["sandbox", "vapid"]).default("sandbox"),
  VAPID_PUBLIC_KEY: base64url.optional(),
  VAPID_PRIVATE_KEY: base64url.optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: URL")
    .default("mailto:shop@dukkan.test"),
});

export function loadPushConfig(env: NodeJS.ProcessEnv): { config: PushConfig; problems: string[] } {
  const given = Object.fromEntries(
    Object.keys(PushEnv.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const sandbox: PushConfig = { app: { adapter: "sandbox" }, web: { adapter: "sandbox" } };
  const parsed = PushEnv.safeParse(given);
  if (!parsed.success) {
    return {
      config: sandbox,
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    };
  }
  const vars = parsed.data;
  const problems: string[] = [];
  let app: AppPushConfig = { adapter: "sandbox" };
  if (vars.APP_PUSH_ADAPTER === "fcm") {
    if (!vars.FCM_PROJECT_ID || !vars.FCM_CLIENT_EMAIL || !vars.FCM_PRIVATE_KEY) {
      problems.push("FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY are required when APP_PUSH_ADAPTER=fcm");
    } else {
      app = {
        adapter: "fcm",
        projectId: vars.FCM_PROJECT_ID,
        clientEmail: vars.FCM_CLIENT_EMAIL,
        privateKey: vars.FCM_PRIVATE_KEY.replaceAll("\\n", "\n"),
        endpoint: vars.FCM_ENDPOINT.replace(/\/$/, ""),
        tokenUrl: vars.FCM_TOKEN_URL,
      };
    }
  }
  let web: WebPushConfig = { adapter: "sandbox" };
  if (vars.WEB_PUSH_ADAPTER === "vapid") {
    if (!vars.VAPID_PUBLIC_KEY || !vars.VAPID_PRIVATE_KEY) {
      problems.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when WEB_PUSH_ADAPTER=vapid");
    } else {
      web = {
        adapter: "vapid",
        publicKey: vars.VAPID_PUBLIC_KEY,
        privateKey: vars.VAPID_PRIVATE_KEY,
        subject: vars.VAPID_SUBJECT,
      };
    }
  }
  return { config: { app, web }, problems };
}
