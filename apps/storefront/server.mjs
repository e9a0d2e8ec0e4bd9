#!/usr/bin/env node
/**
 * The storefront's production server: React Router's Express adapter with what react-router-serve does
 * (compression, immutable hashed assets, public files, request log), plus one thing it cannot: it runs each
 * request inside an async context holding the shopper's IP address, which the server build's API calls
 * forward as X-Forwarded-For (app/occ/shopper-address.server.ts), so the API's per-IP rate limits apply per
 * shopper instead of to the storefront server.
 *
 * Usage: node server.mjs <server-build-path>. Env: PORT (3000), HOST, STOREFRONT_TRUST_PROXY (which proxies
 * in front of the storefront to believe for X-Forwarded-For: unset = none, `true`, or a comma-separated
 * list of addresses/CIDRs, as Express' "trust proxy").
 */
import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import morgan from "morgan";
import { compressResponses } from "./server/compress-responses.mjs";

const buildPath = process.argv[2];
if (!buildPath) {
  console.error("Usage: node server.mjs <server-build-path>, e.g. node server.mjs build/server/index.js");
  process.exit(1);
}
const build = await import(url.pathToFileURL(path.resolve(buildPath)).href);

/** Shared with the server build through a global symbol: the two are separate module graphs. */
const STORE_KEY = Symbol.for("dukkan.storefront.shopperAddress");
const shopperAddress = (globalThis[STORE_KEY] ??= new AsyncLocalStorage());

function trustProxySetting(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

const app = express();
app.disable("x-powered-by");
// req.ip is the socket's address unless the connection comes from a proxy trusted here.
app.set("trust proxy", trustProxySetting(process.env.STOREFRONT_TRUST_PROXY));
app.use(...compressResponses);
app.use(
  path.posix.join(build.publicPath, "assets"),
  express.static(path.join(build.assetsBuildDirectory, "assets"), { immutable: true, maxAge: "1y" }),
);
app.use(build.publicPath, express.static(build.assetsBuildDirectory));
app.use(express.static("public", { maxAge: "1h" }));
app.use(morgan("tiny"));
// The card gateway brings the shopper back from 3-D Secure with a cross-site POST to the payment validation page
// (checkout spec §2.15). React Router refuses cross-origin actions, and the POST carries no session cookie
// (SameSite=Lax) anyway: it is answered 303 to a GET of the same URL, and nothing in it is read. The page's own
// same-origin POST goes on to the route's action (app/checkout-payment/validation-route.tsx).
const PAYMENT_VALIDATION_PATH = /^\/[a-z]{2}\/checkout\/payment-details\/validation\/?$/;
function isSameOrigin(req) {
  try {
    const origin = req.get("origin");
    return Boolean(origin) && origin !== "null" && new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}
app.post(PAYMENT_VALIDATION_PATH, (req, res, next) =>
  isSameOrigin(req) ? next() : res.redirect(303, req.originalUrl),
);
const handle = createRequestHandler({ build, mode: process.env.NODE_ENV });
app.all("*", (req, res, next) => shopperAddress.run(req.ip ?? "", () => handle(req, res, next)));

const port = Number(process.env.PORT) || 3000;
const onListen = () => console.log(`[storefront] http://${process.env.HOST ?? "localhost"}:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
