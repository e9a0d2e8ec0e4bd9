import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOutboxEnabled, loadOutbox } from "./outbox.server";

let server: Server;
let served = true;
const previousApiUrl = process.env.API_URL;
const MESSAGE = {
  id: 7,
  channel: "EMAIL",
  to: "amal@example.ae",
  subject: "Activate your Dukkan account",
  body: "Open http://localhost:5173/en/login?registerToken=abc",
  links: ["http://localhost:5173/en/login?registerToken=abc"],
  codes: [],
  sentAt: "2026-01-01T10:00:00.000Z",
};

beforeAll(async () => {
  server = createServer((request, response) => {
    if (!served || !request.url?.startsWith("/dev/outbox?limit=")) {
      response.writeHead(404, { "Content-Type": "application/json" }).end("{}");
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ messages: [MESSAGE] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await new Promise((resolve) => server.close(resolve));
});

describe("the developer outbox", () => {
  it("is switched off in production", () => {
    expect(isOutboxEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(isOutboxEnabled({ NODE_ENV: "development" })).toBe(true);
    expect(isOutboxEnabled({})).toBe(true);
  });

  it("lists the API's sandbox messages", async () => {
    served = true;
    expect(await loadOutbox()).toEqual([MESSAGE]);
  });

  it("says so when the API does not serve its outbox", async () => {
    served = false;
    expect(await loadOutbox()).toBeUndefined();
  });
});
