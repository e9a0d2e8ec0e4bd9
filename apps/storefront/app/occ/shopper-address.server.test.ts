import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { serveStandInApi } from "./stand-in-api.server";
import { occFetch } from "./occ-client.server";
import { shopperAddressStorage } from "./shopper-address.server";

/** A stand-in API recording the headers of each call. */
const seen: IncomingHttpHeaders[] = [];

serveStandInApi((request, response) => {
  seen.push(request.headers);
  response.writeHead(200, { "content-type": "application/json" }).end("{}");
});

describe("the shopper's address on API calls", () => {
  it("is forwarded as X-Forwarded-For while handling that shopper's request", async () => {
    await Promise.all([
      shopperAddressStorage.run("203.0.113.7", () => occFetch("cms/pages", { lang: "en", query: { who: "a" } })),
      shopperAddressStorage.run("198.51.100.9", () => occFetch("cms/pages", { lang: "en", query: { who: "b" } })),
    ]);
    const byShopper = Object.fromEntries(seen.map((headers) => [headers["x-forwarded-for"], true]));
    expect(byShopper).toEqual({ "203.0.113.7": true, "198.51.100.9": true });
  });

  it("is absent outside a shopper's request (no address is made up)", async () => {
    seen.length = 0;
    await occFetch("cms/pages", { lang: "en" });
    expect(seen[0]!["x-forwarded-for"]).toBeUndefined();
  });
});
