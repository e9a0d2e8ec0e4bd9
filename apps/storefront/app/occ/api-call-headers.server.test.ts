import type { IncomingHttpHeaders } from "node:http";
import { requestContext } from "@dukkan/web-server/request-context";
import { describe, expect, it } from "vitest";
import { serveStandInApi } from "./stand-in-api.server";
import { occFetch } from "./occ-client.server";

/** A stand-in API recording the headers of each call. */
const seen: IncomingHttpHeaders[] = [];

serveStandInApi((request, response) => {
  seen.push(request.headers);
  response.writeHead(200, { "content-type": "application/json" }).end("{}");
});

describe("what the storefront's API calls say about the shopper's request", () => {
  it("forward the shopper's address and the request id of that shopper's request", async () => {
    await Promise.all([
      requestContext.run({ callerAddress: "203.0.113.7", requestId: "req-a" }, () =>
        occFetch("cms/pages", { lang: "en", query: { who: "a" } }),
      ),
      requestContext.run({ callerAddress: "198.51.100.9", requestId: "req-b" }, () =>
        occFetch("cms/pages", { lang: "en", query: { who: "b" } }),
      ),
    ]);
    const byShopper = Object.fromEntries(seen.map((headers) => [headers["x-forwarded-for"], headers["x-request-id"]]));
    expect(byShopper).toEqual({ "203.0.113.7": "req-a", "198.51.100.9": "req-b" });
  });

  it("say nothing outside a shopper's request (no address or id is made up)", async () => {
    seen.length = 0;
    await occFetch("cms/pages", { lang: "en" });
    expect(seen[0]!["x-forwarded-for"]).toBeUndefined();
    expect(seen[0]!["x-request-id"]).toBeUndefined();
  });
});
