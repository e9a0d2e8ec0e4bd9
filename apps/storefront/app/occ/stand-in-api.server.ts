/** Test support: a stand-in for the API that the server code under test calls through API_URL. */
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * Serves `listener` as the API for the calling test file: listening on a free local port named in API_URL from
 * beforeAll, closed with API_URL put back in afterAll.
 */
export function serveStandInApi(listener: RequestListener): void {
  const server = createServer(listener);
  const previousApiUrl = process.env.API_URL;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    process.env.API_URL = previousApiUrl;
    await new Promise((resolve) => server.close(resolve));
  });
}
