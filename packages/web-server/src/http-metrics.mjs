/**
 * Prometheus metrics of a web app's server (prom-client): the process (event-loop delay, heap, CPU) and one
 * latency histogram of its answers by method, route pattern and status, which also gives the request rate and
 * the error count. Routes are React Router's patterns (`/:lang/product/:productCodeAndName`), never raw URLs,
 * so the number of series stays bounded.
 *
 * `GET /metrics` answers the addresses in METRICS_ALLOW (default: this machine) and passes everyone else on to
 * the pages (which answer 404). With several worker processes one scrape returns the sum of all of them: a
 * worker asks the primary, which collects every worker's numbers (cluster-metrics.mjs).
 */
import cluster from "node:cluster";
import { matchRoutes } from "react-router";
import client from "prom-client";
import { addressAllowList, allowEntries } from "./address-allow-list.mjs";
import { clusterMetricsText, shareWithPrimary } from "./cluster-metrics.mjs";

/** React Router's flat route manifest (build.routes) as the nested routes matchRoutes expects. */
export function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const children = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : children(route.id),
    }));
  return children(undefined);
}

/** The route pattern a path renders (`/:lang/category/*`), "assets" for built files, "unmatched" otherwise. */
export function routeLabel(tree, pathname) {
  if (pathname.startsWith("/assets/")) return "assets";
  const matches = matchRoutes(tree, pathname);
  if (!matches) return "unmatched";
  const pattern = matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/");
  return `/${pattern}`.replace(/\/+/g, "/");
}

/** How many paths' labels a process remembers (a few hundred kilobytes at most). */
const REMEMBERED_LABELS = 5_000;

/**
 * `routeLabel` remembering its answers: React Router's matchRoutes flattens and ranks the whole route tree on every
 * call, which on the storefront's 200-odd routes took 9% of a page's server time (bench/pages, --cpu-prof). A
 * shop's traffic goes to the same pages again and again; once full, the oldest path is forgotten first.
 */
export function rememberingRouteLabel(tree) {
  const labels = new Map();
  return (pathname) => {
    let label = labels.get(pathname);
    if (label === undefined) {
      label = routeLabel(tree, pathname);
      if (labels.size >= REMEMBERED_LABELS) labels.delete(labels.keys().next().value);
      labels.set(pathname, label);
    }
    return label;
  };
}

let processMetricsCollected = false;

export function httpMetrics({ app, routes, allow }) {
  const registry = client.register;
  if (!processMetricsCollected) {
    processMetricsCollected = true;
    client.collectDefaultMetrics({ register: registry, labels: { app } });
    shareWithPrimary([registry]);
  }
  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames: ["app", "method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const labelOf = rememberingRouteLabel(routeTree(routes));
  const allowList = addressAllowList(allowEntries(allow));
  return {
    observe(req, res, next) {
      const stop = duration.startTimer({ app, method: req.method });
      res.once("finish", () => stop({ route: labelOf(req.path), status_code: res.statusCode }));
      next();
    },
    async endpoint(req, res, next) {
      if (!allowList.allows(req.ip)) return next();
      try {
        const text = cluster.isWorker ? await clusterMetricsText() : await registry.metrics();
        res.type(registry.contentType).send(text);
      } catch (error) {
        next(error);
      }
    },
  };
}
