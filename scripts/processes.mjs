/** How to launch the built apps; shared by `npm start` (scripts/start.mjs) and the browser tests. */
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");

/** `node <args>` for the built API. */
export const apiServerArgs = () => [resolve(root, "apps/api/dist/server.js")];

/** React Router's server finds build/client (assets, public files) relative to its working directory. */
export const storefrontCwd = resolve(root, "apps/storefront");

/** `node <args>` for the built storefront, served by React Router's own server (resolved like npm would). */
export function storefrontServerArgs() {
  const requireFromStorefront = createRequire(resolve(root, "apps/storefront/package.json"));
  const serveDir = dirname(requireFromStorefront.resolve("@react-router/serve/package.json"));
  return [resolve(serveDir, "bin.js"), resolve(root, "apps/storefront/build/server/index.js")];
}
