#!/usr/bin/env node
/**
 * The back office's production server (@dukkan/web-server/serve: request ids, metrics, graceful stops, several
 * processes, production checks) on BACKOFFICE_PORT (else PORT, else 3001).
 *
 * Usage: node server.mjs <server-build-path>. Env: BACKOFFICE_PORT, HOST, API_URL, SESSION_SECRET,
 * BACKOFFICE_TRUST_PROXY, WEB_CONCURRENCY, METRICS_ALLOW; .env.example lists the rest.
 */
import { serveReactRouterBuild } from "@dukkan/web-server/serve";
import { backofficeProblems } from "@dukkan/web-server/production-config";

await serveReactRouterBuild({
  name: "backoffice",
  buildPath: process.argv[2],
  port: Number(process.env.BACKOFFICE_PORT ?? process.env.PORT) || 3001,
  trustProxy: process.env.BACKOFFICE_TRUST_PROXY,
  productionProblems: backofficeProblems,
});
