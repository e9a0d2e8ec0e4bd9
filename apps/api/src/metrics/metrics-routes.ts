/**
 * `GET /metrics` in Prometheus' text format, answered only to the addresses in METRICS_ALLOW (loopback by default:
 * a scraper on the same machine or network namespace); anyone else gets the same 404 as an unknown path. With
 * several processes (WEB_CONCURRENCY) one scrape answers for all of them.
 */
import cluster from "node:cluster";
import { addressAllowList } from "@dukkan/web-server/address-allow-list";
import { clusterMetricsText } from "@dukkan/web-server/cluster-metrics";
import type { FastifyInstance } from "fastify";
import type { ShopMetrics } from "./shop-metrics.js";

export async function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, allow: readonly string[]) {
  const list = addressAllowList(allow);
  if (cluster.isWorker) metrics.shareWithClusterPrimary();
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!list.allows(request.ip)) return reply.callNotFound();
    // With several API processes on the port, the primary sums every process's numbers (WEB_CONCURRENCY).
    const text = cluster.isWorker ? await clusterMetricsText() : await metrics.text();
    return reply.type(metrics.contentType).send(text);
  });
}
