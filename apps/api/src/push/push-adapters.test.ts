/**
 * The production push adapters against local stand-ins of the providers: FCM HTTP v1 (the service account's
 * signed-JWT grant, then `messages:send` with the device token) and web push (an RFC 8291 encrypted POST to the
 * subscription's endpoint, signed with the VAPID key). A provider's "no such token / subscription" is `gone`.
 */
import { execFileSync } from "node:child_process";
import { createECDH, generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { Agent, createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { decodeJwt } from "jose";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FcmAppPushSender } from "./fcm-app-push.js";
import { VapidWebPushSender } from "./vapid-web-push.js";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let provider: ReturnType<typeof createServer>;
let pushService: ReturnType<typeof createHttpsServer>;
let origin: string;
/** Push services speak HTTPS only: the stand-in has a certificate for 127.0.0.1 that the test's agent trusts. */
let pushOrigin: string;
let trustingAgent: Agent;
let received: Received[] = [];
let answers: Record<string, number> = {};

/** The stand-in provider: records each request; answers the token grant, else the status the test set (201). */
function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({
      method: request.method!,
      url: request.url!,
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    if (request.url === "/token") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ access_token: "google-access-token", expires_in: 3600, token_type: "Bearer" }));
      return;
    }
    response.writeHead(answers[request.url!] ?? 201, { "content-type": "application/json" });
    response.end("{}");
  });
}

beforeAll(async () => {
  provider = createServer(handle);
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const folder = mkdtempSync(join(tmpdir(), "push-service-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      join(folder, "key.pem"),
      "-out",
      join(folder, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const [key, cert] = [readFileSync(join(folder, "key.pem")), readFileSync(join(folder, "cert.pem"))];
  rmSync(folder, { recursive: true, force: true });
  pushService = createHttpsServer({ key, cert }, handle);
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  trustingAgent = new Agent({ ca: cert });
});
afterAll(async () => {
  trustingAgent.destroy();
  await new Promise((resolve) => provider.close(resolve));
  await new Promise((resolve) => pushService.close(resolve));
});
beforeEach(() => {
  received = [];
  answers = {};
});

const message = { title: "Back in stock", body: "Paper Cup 8oz is back.", url: "https://shop.example/en/p/1001-01" };

describe("FCM HTTP v1 app push", () => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const sender = () =>
    new FcmAppPushSender(
      {
        adapter: "fcm",
        projectId: "dukkan-shop",
        clientEmail: "push@dukkan-shop.iam.gserviceaccount.com",
        privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        endpoint: origin,
        tokenUrl: `${origin}/token`,
      },
      pino({ level: "silent" }),
    );
  const target = { channel: "PUSH" as const, customerUid: "amal@example.ae", deviceId: "phone-1", token: "fcm-device" };

  it("gets an access token with the service account's signed JWT, then sends the message to the device token", async () => {
    const fcm = sender();
    expect(await fcm.send(target, message)).toBe("delivered");
    expect(await fcm.send(target, message)).toBe("delivered");

    // One grant for both sends: the access token is reused until it nears its expiry.
    expect(received.map((request) => request.url)).toEqual([
      "/token",
      "/v1/projects/dukkan-shop/messages:send",
      "/v1/projects/dukkan-shop/messages:send",
    ]);
    const grant = new URLSearchParams(received[0]!.body.toString());
    expect(grant.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    expect(decodeJwt(grant.get("assertion")!)).toMatchObject({
      iss: "push@dukkan-shop.iam.gserviceaccount.com",
      aud: `${origin}/token`,
      scope: "https://www.googleapis.com/auth/firebase.messaging",
    });
    const send = received[1]!;
    expect(send.headers.authorization).toBe("Bearer google-access-token");
    expect(JSON.parse(send.body.toString())).toEqual({
      message: {
        token: "fcm-device",
        notification: { title: "Back in stock", body: "Paper Cup 8oz is back." },
        data: { url: "https://shop.example/en/p/1001-01" },
      },
    });
  });

  it("a token FCM no longer knows (404) is gone; other refusals throw", async () => {
    answers["/v1/projects/dukkan-shop/messages:send"] = 404;
    expect(await sender().send(target, message)).toBe("gone");
    answers["/v1/projects/dukkan-shop/messages:send"] = 500;
    await expect(sender().send(target, message)).rejects.toThrow("FCM answered 500");
  });
});

describe("VAPID web push", () => {
  // A VAPID key pair as `npm start` makes one: the uncompressed public point and the private scalar, base64url.
  const jwk = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ format: "jwk" });
  const vapidPublicKey = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, "base64url"),
    Buffer.from(jwk.y!, "base64url"),
  ]).toString("base64url");
  const sender = () =>
    new VapidWebPushSender(
      { adapter: "vapid", publicKey: vapidPublicKey, privateKey: jwk.d!, subject: "mailto:shop@dukkan.test" },
      trustingAgent,
    );
  const browser = createECDH("prime256v1");
  const target = (path: string) => ({
    channel: "SITE_MESSAGE" as const,
    customerUid: "amal@example.ae",
    endpoint: `${pushOrigin}${path}`,
    keys: { p256dh: browser.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  });

  it("POSTs the encrypted message (aes128gcm) with the VAPID authorisation and a time to live", async () => {
    expect(await sender().send(target("/push/browser-1"), message)).toBe("delivered");
    const [push] = received;
    expect(push!.method).toBe("POST");
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.ttl).toBe("86400");
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidPublicKey}$`),
    );
    expect(decodeJwt(push!.headers.authorization!.split(/t=|,/)[1]!)).toMatchObject({
      aud: pushOrigin,
      sub: "mailto:shop@dukkan.test",
    });
    // Encrypted: the message's words are not in the body.
    expect(push!.body.length).toBeGreaterThan(Buffer.byteLength(JSON.stringify(message)));
    expect(push!.body.toString("latin1")).not.toContain("Back in stock");
  });

  it("an expired subscription (404, 410) is gone", async () => {
    answers["/push/expired"] = 410;
    answers["/push/unknown"] = 404;
    expect(await sender().send(target("/push/expired"), message)).toBe("gone");
    expect(await sender().send(target("/push/unknown"), message)).toBe("gone");
  });
});
