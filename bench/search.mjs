/**
 * bench/search: faceted text search over the 50 000-product generated catalogue, against a bare Fastify JSON
 * route in the same run. Usage: `node bench/search.mjs` (part of `npm run bench`).
 *
 * Database: BENCH_DATABASE_URL (PostgreSQL, seeded beforehand with `DATABASE_URL=… npm run seed:large -- --products
 * 50000`), else PGlite in .data/bench-search, seeded with the demo shop plus 50 000 products on the first run.
 *
 * Requests are what the storefront's listings send (apps/storefront/app/listing/listing.server.ts): `query`, page
 * size 10, no `fields` (the listing field set), so each answer is a full 30–40 KB listing page; and, as Node's
 * fetch there does, `Accept-Encoding: gzip, deflate`, so the API answers 3–6 KB of gzip (kept so in its cache).
 *
 * Prints:
 * - the server-side time of distinct faceted text searches (the `Server-Timing: search;dur=` header, i.e. the
 *   route handler without HTTP), median and p95: a first pass (cold caches), the same searches again (answered
 *   from the response cache) and the same searches in another sort (cache missed: the index is searched, the
 *   product JSON mostly warm);
 * - throughput vs the bare route: one popular faceted query repeated, the distinct queries cycled (they fit in
 *   the response cache: warm), and the distinct queries in the five other sorts cycled (more than the response
 *   cache holds, so every request misses it and searches the index: cold). All connections share one cycle, so
 *   a query is asked once per round of the list.
 * - the API process's RSS with the whole catalogue indexed and the caches full.
 * Targets (issue 4): median ≤ 10 ms, throughput ratio ≥ 0.25, RSS < 500 MB.
 *
 * Measured 2026-11-21 on the shared 2-core dev box, 50 000 + demo products (50 566 rows, 50 400 tiles):
 * see apps/api/README.md ("Search at scale") for the numbers.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { compare, startServers } from "./harness.mjs";

const PRODUCTS = 50_000;
const root = resolve(import.meta.dirname, "..");
const env = {};
if (!process.env.BENCH_DATABASE_URL) {
  const dataDir = resolve(root, ".data/bench-search");
  const marker = resolve(dataDir, `.seeded-${PRODUCTS}`);
  if (!existsSync(marker)) {
    mkdirSync(dataDir, { recursive: true });
    console.log(`seeding ${PRODUCTS} products into PGlite ${dataDir} (first run only, a few minutes)…`);
    const seeded = spawnSync(
      process.execPath,
      ["--import", "tsx", "apps/api/src/seed/seed-large-cli.ts", "--products", String(PRODUCTS)],
      { cwd: root, stdio: "inherit", env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    if (seeded.status !== 0) process.exit(seeded.status ?? 1);
    writeFileSync(marker, new Date().toISOString());
  }
  env.BENCH_DATA_DIR = dataDir;
}

const rssMb = (pid, field = "VmRSS") => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((row) => row.startsWith(`${field}:`));
  return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : Number.NaN;
};
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};

const servers = await startServers(env);
try {
  const occ = `${servers.apiUrl}/occ/v2/dukkan`;
  // What the storefront's fetch sends (and decompresses).
  const headers = { "accept-encoding": "gzip, deflate" };
  const searchPath = (query) => `/occ/v2/dukkan/products/search?${new URLSearchParams({ query, pageSize: "10" })}`;

  // The first search builds the index: how long a process takes to be ready, and the catalogue's size.
  const started = performance.now();
  const all = await (await fetch(`${occ}/products/search?query=:relevance&pageSize=1`)).json();
  const buildMs = performance.now() - started;
  const facet = (code) => all.facets.find((candidate) => candidate.code === code)?.values.map((v) => v.code) ?? [];
  console.log(
    `catalogue: ${all.pagination.totalResults} tiles; first search (index build) ${Math.round(buildMs)} ms; ` +
      `RSS ${rssMb(servers.pid)} MB`,
  );
  if (all.pagination.totalResults < PRODUCTS * 0.5)
    throw new Error("the bench database does not hold the large catalogue (see the usage above)");

  // Distinct faceted text searches: words shoppers type (English and Arabic) × one facet value each.
  const words = ["cup", "paper cup", "container", "napkin", "foil", "plate", "lid", "tray", "bag", "box", "straw"];
  const arabic = ["أكواب", "صحون", "أكياس", "مناديل", "علب"];
  const filters = [
    ...facet("brand").map((code) => `brand:${code}`),
    ...facet("price").map((code) => `price:${code}`),
    ...facet("material").map((code) => `material:${code}`),
  ];
  const queries = [];
  for (const word of [...words, ...arabic]) for (const filter of filters) queries.push(`${word}:relevance:${filter}`);
  console.log(`${queries.length} distinct faceted text searches, e.g. "${queries[0]}"`);

  // The same searches in another sort: not in any cache until asked.
  const otherSorts = ["topRated", "name-asc", "name-desc", "price-asc", "price-desc"];
  const resorted = (sortAt) =>
    queries.map((query, i) => query.replace(":relevance:", `:${otherSorts[(i + sortAt) % otherSorts.length]}:`));
  const serverTimes = async (list) => {
    const times = [];
    for (const query of list) {
      const response = await fetch(`${servers.apiUrl}${searchPath(query)}&lang=${/[a-z]/.test(query) ? "en" : "ar"}`);
      if (!response.ok) throw new Error(`${query}: ${response.status}`);
      await response.arrayBuffer();
      times.push(Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]));
    }
    return times;
  };
  const rows = [];
  const passes = [
    ["first search (cold caches)", queries],
    ["same searches again (response cache)", queries],
    ["same searches, another sort (cache miss)", resorted(0)],
  ];
  for (const [pass, list] of passes) {
    const times = await serverTimes(list);
    rows.push({
      pass,
      searches: times.length,
      "median ms": percentile(times, 0.5).toFixed(2),
      "p95 ms": percentile(times, 0.95).toFixed(2),
      "max ms": Math.max(...times).toFixed(2),
    });
  }
  console.log("\nserver-side time of a faceted text search (Server-Timing), target median ≤ 10 ms");
  console.table(rows);

  const rss = (when) =>
    console.log(
      `\nAPI process RSS ${when}: ${rssMb(servers.pid)} MB now, ${rssMb(servers.pid, "VmHWM")} MB peak ` +
        "(target < 500 MB)",
    );
  rss("with the index built and the response cache full");
  await compare({
    title: "products/search, warm: answers in the response cache (target ratio ≥ 0.25)",
    baselineUrl: servers.baselineUrl,
    targets: [
      {
        name: "popular faceted text search (repeated)",
        url: `${servers.apiUrl}${searchPath(`cup:relevance:${filters[0]}`)}`,
        headers,
      },
      {
        name: `${queries.length} distinct faceted text searches (cycled)`,
        url: `${servers.apiUrl}${searchPath(queries[0])}`,
        paths: queries.map(searchPath),
        headers,
      },
    ],
  });
  rss("after the warm runs");
  // Every request misses the response cache: the index is searched and the page's products rendered, their
  // records read from the database when the product caches do not hold them (a sort brings other products up).
  await compare({
    title: "products/search, cold: more distinct searches than the response cache holds",
    baselineUrl: servers.baselineUrl,
    targets: [
      {
        name: `${queries.length * otherSorts.length} distinct faceted text searches, other sorts (cycled)`,
        url: `${servers.apiUrl}${searchPath(resorted(1)[0])}`,
        paths: otherSorts.flatMap((_, sortAt) => resorted(sortAt + 1)).map(searchPath),
        headers,
      },
    ],
  });
  rss("after the cold run (the product caches hold thousands more products)");
  if (!process.env.BENCH_DATABASE_URL)
    console.log("(PGlite runs inside the API process: its RSS includes the database)");
} finally {
  servers.stop();
}
