/**
 * bench/bundle-size: the gzipped size of each storefront route's browser JavaScript, read from the React Router
 * manifest of the last build (`npm run build -w apps/storefront` first). Per route it prints the route's own chunk,
 * "extra": the route plus its imports that the entry and root chunks do not already hold, and "beyond layouts": the
 * part of that which its parent routes (the language layout) do not load either. Chunks that contain zod are named
 * and fail the run (exit code 1): the browser does not need the OCC schemas, which server code alone validates with.
 * Usage: `node bench/bundle-size.mjs [route id …]`, e.g. `node bench/bundle-size.mjs product/product-route`;
 * STOREFRONT_CLIENT_DIR reads another copy of build/client.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const clientDir = process.env.STOREFRONT_CLIENT_DIR ?? join(import.meta.dirname, "../apps/storefront/build/client");
const assetsDir = join(clientDir, "assets");
/** A string every build of zod's runtime contains (its error class), minified or not. */
const ZOD_MARKER = "ZodError";

const manifestFile = existsSync(assetsDir) && readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error("No storefront build: run `npm run build -w apps/storefront` first.");
  process.exit(1);
}
const manifest = readManifest(join(assetsDir, manifestFile));

const chunks = new Map();
function chunk(url) {
  let info = chunks.get(url);
  if (!info) {
    const source = readFileSync(join(clientDir, url));
    info = { gzip: gzipSync(source, { level: 9 }).length, zod: source.includes(ZOD_MARKER) };
    chunks.set(url, info);
  }
  return info;
}
const moduleAndImports = (entry) => [entry.module, ...(entry.imports ?? [])];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (urls) => [...urls].reduce((sum, url) => sum + chunk(url).gzip, 0);

const preloaded = new Set([...moduleAndImports(manifest.entry), ...moduleAndImports(manifest.routes.root)]);
console.log(`entry + root: ${kb(gzipOf(preloaded))} gzipped`);

const wanted = process.argv.slice(2);
const rows = Object.values(manifest.routes)
  .filter((route) => route.id !== "root" && (wanted.length === 0 || wanted.includes(route.id)))
  .map((route) => {
    const extra = new Set(moduleAndImports(route).filter((url) => !preloaded.has(url)));
    const loadedByParents = new Set(parents(route).flatMap(moduleAndImports));
    const beyondLayouts = [...extra].filter((url) => !loadedByParents.has(url));
    const zodChunks = [...extra].filter((url) => chunk(url).zod);
    return {
      route: route.id,
      own: chunk(route.module).gzip,
      extra: gzipOf(extra),
      beyondLayouts: gzipOf(beyondLayouts),
      zodChunks,
    };
  })
  .sort((a, b) => b.extra - a.extra);

const width = Math.max(...rows.map((row) => row.route.length));
console.log(`${"route".padEnd(width)}  ${"own".padStart(9)}  ${"extra".padStart(9)}  beyond layouts  zod`);
for (const row of rows) {
  const zod = row.zodChunks.length ? `yes (${row.zodChunks.join(", ")})` : "no";
  const sizes = [kb(row.own).padStart(9), kb(row.extra).padStart(9), kb(row.beyondLayouts).padStart(14)];
  console.log(`${row.route.padEnd(width)}  ${sizes.join("  ")}  ${zod}`);
}
const zodEverywhere = [...preloaded].filter((url) => chunk(url).zod);
if (zodEverywhere.length) console.log(`zod in the entry/root chunks: ${zodEverywhere.join(", ")}`);
if (zodEverywhere.length || rows.some((row) => row.zodChunks.length)) {
  console.error(
    "zod is in the browser's JavaScript: import constants from @dukkan/occ/constants, types with `import type`.",
  );
  process.exitCode = 1;
}

/** The route's parents below root (the layouts it renders in), nearest first. */
function parents(route) {
  const chain = [];
  for (let id = route.parentId; id && id !== "root"; id = manifest.routes[id].parentId) chain.push(manifest.routes[id]);
  return chain;
}

/** The manifest is a script, `window.__reactRouterManifest={…};`: its value is JSON. */
function readManifest(file) {
  const script = readFileSync(file, "utf8").trim();
  return JSON.parse(script.slice(script.indexOf("=") + 1).replace(/;$/, ""));
}
