import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OccRequestError, occFetch } from "./occ-client.server";

/** A small stand-in for the API that records what it was asked and answers per path. */
let server: Server;
const received: { url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
const previousApiUrl = process.env.API_URL;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body });
      const path = new URL(request.url ?? "/", "http://x").pathname;
      if (path.endsWith("/cms/pages")) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({ errors: [{ type: "CMSItemNotFoundError", message: "No page with label /nope" }] }),
        );
      } else if (path.endsWith("/broken")) {
        response.writeHead(502, { "Content-Type": "text/html" });
        response.end("<html>Bad gateway</html>");
      } else {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ products: [{ code: "12-34" }] }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await new Promise((resolve) => server.close(resolve));
});

describe("occFetch", () => {
  it("calls the OCC base site with the language, AED and the area", async () => {
    const result = await occFetch<{ products: { code: string }[] }>("products", {
      lang: "ar",
      area: "AE-DU-MARINA",
      query: { codes: "12-34,56-78", fields: undefined },
    });
    expect(result.products[0]?.code).toBe("12-34");
    const url = new URL(received.at(-1)!.url, "http://x");
    expect(url.pathname).toBe("/occ/v2/dukkan/products");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      codes: "12-34,56-78",
      lang: "ar",
      curr: "AED",
      area: "AE-DU-MARINA",
    });
  });

  it("sends the bearer token and a JSON body", async () => {
    await occFetch("users/current/carts", { lang: "en", method: "POST", body: { a: 1 }, accessToken: "tok" });
    const last = received.at(-1)!;
    expect(last.headers.authorization).toBe("Bearer tok");
    expect(last.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(last.body)).toEqual({ a: 1 });
  });

  it("turns the OCC error envelope into a typed error", async () => {
    const error = await occFetch("cms/pages", { lang: "en" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OccRequestError);
    const occError = error as OccRequestError;
    expect(occError.status).toBe(404);
    expect(occError.isNotFound).toBe(true);
    expect(occError.errors[0]?.type).toBe("CMSItemNotFoundError");
    expect(occError.message).toBe("No page with label /nope");
  });

  it("still gives a typed error when the answer is not the OCC envelope", async () => {
    const error = (await occFetch("broken", { lang: "en" }).catch((e: unknown) => e)) as OccRequestError;
    expect(error).toBeInstanceOf(OccRequestError);
    expect(error.status).toBe(502);
    expect(error.errors[0]?.type).toBe("ServerError");
  });
});
