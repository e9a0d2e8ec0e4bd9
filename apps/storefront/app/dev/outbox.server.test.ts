import { describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { isOutboxEnabled, loadOutbox } from "./outbox.server";

let served = true;
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

serveStandInApi((request, response) => {
  if (!served || !request.url?.startsWith("/dev/outbox?limit=")) {
    response.writeHead(404, { "Content-Type": "application/json" }).end("{}");
    return;
  }
  response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ messages: [MESSAGE] }));
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
