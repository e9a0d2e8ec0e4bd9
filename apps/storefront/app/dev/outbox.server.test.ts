import { describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { isOutboxEnabled, loadOutbox, loadOutboxAttachment } from "./outbox.server";

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

const INVOICE = Buffer.from("%PDF-1.7 invoice");

serveStandInApi((request, response) => {
  if (request.url === "/dev/outbox/attachments/5") {
    response
      .writeHead(200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="tax-invoice-00000042.pdf"',
      })
      .end(INVOICE);
    return;
  }
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

  it("is shown by a production build that opts in, as npm start's local shop does", () => {
    expect(isOutboxEnabled({ NODE_ENV: "production", DEV_OUTBOX: "1" })).toBe(true);
    expect(isOutboxEnabled({ NODE_ENV: "production", DEV_OUTBOX: "0" })).toBe(false);
  });

  it("lists the API's sandbox messages", async () => {
    served = true;
    expect(await loadOutbox()).toEqual([MESSAGE]);
  });

  it("says so when the API does not serve its outbox", async () => {
    served = false;
    expect(await loadOutbox()).toBeUndefined();
  });

  it("relays an attached file with its type and name, and nothing for unknown or malformed ids", async () => {
    const file = await loadOutboxAttachment("5");
    expect(file?.headers.get("content-type")).toBe("application/pdf");
    expect(file?.headers.get("content-disposition")).toBe('attachment; filename="tax-invoice-00000042.pdf"');
    expect(Buffer.from(await file!.arrayBuffer())).toEqual(INVOICE);
    expect(await loadOutboxAttachment("6")).toBeUndefined();
    expect(await loadOutboxAttachment("../health")).toBeUndefined();
  });
});
