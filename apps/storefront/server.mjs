#!/usr/bin/env node
/**
 * The storefront's production server (@dukkan/web-server/serve: request ids, metrics, graceful stops, several
 * processes, production checks), plus one route of its own before the pages.
 *
 * Usage: node server.mjs <server-build-path>. Env: PORT (3000), HOST, STOREFRONT_TRUST_PROXY (which proxies in
 * front of the storefront to believe for X-Forwarded-For: unset = none, `true`, or a comma-separated list of
 * addresses/CIDRs, as Express' "trust proxy"), WEB_CONCURRENCY, METRICS_ALLOW; .env.example lists the rest.
 */
import { serveReactRouterBuild } from "@dukkan/web-server/serve";
import { storefrontProblems } from "@dukkan/web-server/production-config";

// The card gateway brings the shopper back from 3-D Secure with a cross-site POST to the payment validation page
// (checkout spec §2.15). React Router refuses cross-origin actions, and the POST carries no session cookie
// (SameSite=Lax) anyway: it is answered 303 to a GET of the same URL, and nothing in it is read. The page's own
// same-origin POST goes on to the route's action (app/checkout/payment/validation-route.tsx).
const PAYMENT_VALIDATION_PATH = /^\/[a-z]{2}\/checkout\/payment-details\/validation\/?$/;
function isSameOrigin(req) {
  try {
    const origin = req.get("origin");
    return Boolean(origin) && origin !== "null" && new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}

await serveReactRouterBuild({
  name: "storefront",
  buildPath: process.argv[2],
  port: Number(process.env.PORT) || 3000,
  trustProxy: process.env.STOREFRONT_TRUST_PROXY,
  productionProblems: storefrontProblems,
  beforePages(app) {
    app.post(PAYMENT_VALIDATION_PATH, (req, res, next) =>
      isSameOrigin(req) ? next() : res.redirect(303, req.originalUrl),
    );
  },
});
