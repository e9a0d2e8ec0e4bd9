/**
 * The production server of the server-rendered web apps (storefront and back office): React Router's Express
 * adapter with what react-router-serve does (compression, immutable hashed assets, public files, a request log),
 * plus what an operator needs and react-router-serve cannot give:
 * - every request runs in an async context holding the caller's address and a request id, which the build's API
 *   calls forward (request-context.mjs) and every log line carries;
 * - `GET /metrics` in Prometheus' format for the addresses in METRICS_ALLOW (http-metrics.mjs);
 * - a graceful stop on SIGTERM: no new connections, the requests in flight finish, then the process exits;
 * - WEB_CONCURRENCY worker processes on one port (cluster.mjs), restarted one by one on SIGHUP without
 *   dropping a request;
 * - in production, a refusal to start on unsafe settings (production-config.mjs).
 */
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import morgan from "morgan";
import { isStopping, runWorkers, stopGracefully, workerCount } from "./cluster.mjs";
import { compressResponses } from "./compress-responses.mjs";
import { answerMetricsRequests } from "./cluster-metrics.mjs";
import { httpMetrics } from "./http-metrics.mjs";
import { refuseUnsafeProduction } from "./production-config.mjs";
import { requestContext, requestIdFrom } from "./request-context.mjs";

/** Express' "trust proxy" from an environment value: unset = none, `true`, or a comma-separated list. */
export function trustProxySetting(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Serves a React Router server build.
 * @param {object} options
 * @param {string} options.name "storefront" or "backoffice", in log lines and metrics
 * @param {string | undefined} options.buildPath the server build (build/server/index.js)
 * @param {number} options.port
 * @param {string | undefined} options.trustProxy which proxies' X-Forwarded-For to believe
 * @param {(app: import("express").Express) => void} [options.beforePages] routes answered before the pages
 * @param {(env: NodeJS.ProcessEnv) => string[]} [options.productionProblems] the app's own refusals
 * @param {NodeJS.ProcessEnv} [options.env]
 */
export async function serveReactRouterBuild(options) {
  const env = options.env ?? process.env;
  if (!options.buildPath) {
    console.error("Usage: node server.mjs <server-build-path>, e.g. node server.mjs build/server/index.js");
    process.exit(1);
  }
  refuseUnsafeProduction(options.name, env, options.productionProblems);
  await runWorkers({
    name: options.name,
    count: workerCount(env),
    start: () => startServer(options, env),
    primaryMessages: answerMetricsRequests,
  });
}

/**
 * What the pages print while answering a request (a loader's error, a warning) starts with the app and the request
 * id, like the request log line, so one search of the log finds everything about a request.
 */
function labelConsoleWithRequestId(name) {
  for (const level of ["log", "info", "warn", "error"]) {
    const print = console[level].bind(console);
    console[level] = (...args) => {
      const requestId = requestContext.getStore()?.requestId;
      return requestId ? print(`[${name}] ${requestId}`, ...args) : print(...args);
    };
  }
}

/**
 * Every file the apps serve from their folders has an extension (favicon.svg, sw.js, images/…png); a page's path
 * (`/en/category/cups`) or its data (`….data`) never names one of them. Without this, each page request first looked
 * for itself on disk twice (2–3% of a page's server time in bench/pages).
 */
function onlyForFileNames(serveFiles) {
  return (req, res, next) =>
    /\.\w+$/.test(req.path) && !req.path.endsWith(".data") ? serveFiles(req, res, next) : next();
}

async function startServer(options, env) {
  labelConsoleWithRequestId(options.name);
  const build = await import(url.pathToFileURL(path.resolve(options.buildPath)).href);
  const app = express();
  app.disable("x-powered-by");
  // req.ip is the socket's address unless the connection comes from a proxy trusted here.
  app.set("trust proxy", trustProxySetting(options.trustProxy));
  app.use((req, res, next) => {
    req.id = requestIdFrom(req.get("x-request-id"));
    res.set("x-request-id", req.id);
    // A stopping process answers what it was asked and closes the connection, so the client's next request
    // opens a new one (to a process that stays).
    if (isStopping()) res.set("connection", "close");
    next();
  });
  const metrics = httpMetrics({ app: options.name, routes: build.routes, allow: env.METRICS_ALLOW });
  app.get("/metrics", metrics.endpoint);
  app.use(metrics.observe);
  app.use(...compressResponses);
  app.use(
    path.posix.join(build.publicPath, "assets"),
    express.static(path.join(build.assetsBuildDirectory, "assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(build.publicPath, onlyForFileNames(express.static(build.assetsBuildDirectory)));
  app.use(onlyForFileNames(express.static("public", { maxAge: "1h" })));
  morgan.token("id", (req) => req.id);
  app.use(morgan(`[${options.name}] :id :method :url :status :res[content-length] - :response-time ms`));
  options.beforePages?.(app);
  const handle = createRequestHandler({ build, mode: env.NODE_ENV });
  app.all("*", (req, res, next) =>
    requestContext.run({ callerAddress: req.ip ?? "", requestId: req.id }, () => handle(req, res, next)),
  );

  const server = env.HOST ? app.listen(options.port, env.HOST) : app.listen(options.port);
  await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));
  console.log(`[${options.name}] http://${env.HOST ?? "localhost"}:${options.port} (process ${process.pid})`);
  stopGracefully(server, options.name);
}
