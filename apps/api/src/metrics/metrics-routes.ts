/**
 * `GET /metrics` in Prometheus' text format, answered only to the addresses in METRICS_ALLOW (loopback by default:
 * a scraper on the same machine or network namespace); anyone else gets the same 404 as an unknown path.
 */
import { BlockList, isIPv6 } from "node:net";
import type { FastifyInstance } from "fastify";
import type { ShopMetrics } from "./shop-metrics.js";

/** Addresses and CIDR ranges (`10.0.0.0/8`, `::1`) as a BlockList to test callers against. */
export function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const type = isIPv6(address!) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

function allowed(list: BlockList, ip: string): boolean {
  const plain = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return list.check(plain, isIPv6(plain) ? "ipv6" : "ipv4");
}

export async function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, allow: readonly string[]) {
  const list = allowList(allow);
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(list, request.ip)) return reply.callNotFound();
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
