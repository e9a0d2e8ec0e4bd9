#!/usr/bin/env node
/**
 * The back office's production server: React Router's Express adapter with compression, immutable hashed assets,
 * public files and a request log (what react-router-serve does), on BACKOFFICE_PORT (else PORT, else 3001).
 *
 * Usage: node server.mjs <server-build-path>. Env: BACKOFFICE_PORT, HOST, API_URL, SESSION_SECRET.
 */
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const buildPath = process.argv[2];
if (!buildPath) {
  console.error("Usage: node server.mjs <server-build-path>, e.g. node server.mjs build/server/index.js");
  process.exit(1);
}
const build = await import(url.pathToFileURL(path.resolve(buildPath)).href);

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  path.posix.join(build.publicPath, "assets"),
  express.static(path.join(build.assetsBuildDirectory, "assets"), { immutable: true, maxAge: "1y" }),
);
app.use(build.publicPath, express.static(build.assetsBuildDirectory));
app.use(express.static("public", { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.BACKOFFICE_PORT ?? process.env.PORT) || 3001;
const onListen = () => console.log(`[backoffice] http://${process.env.HOST ?? "localhost"}:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
