/**
 * bench/pages: the weight and the speed of the storefront's shopper pages (issue 24; decision 0078). The bench API
 * and the production storefront build (`npm run build` first) run as in bench/chat; for the home page, a category,
 * a product and a search page, as a guest in English, it prints
 * - the HTML bytes before compression, the hydration payload's bytes (React Router's loader data, the turbo-stream
 *   in the page's inline scripts), the number of elements and of `<svg>` elements, and whether the page is within
 *   HTML_BUDGET_BYTES;
 * - pages/s at 8 connections against a bare React Router route (`/bench/bare`, a static page through the same
 *   storefront server) in the same run.
 * Usage: `node bench/pages.mjs` (BENCH_DATABASE_URL for PostgreSQL; BENCH_SECONDS, BENCH_ROUNDS; BENCH_PAGES_CPU_PROF=dir
 * writes the storefront's V8 CPU profile there when it stops).
 */
import { compare, startServers, startStorefront, storefrontBuilt } from "./harness.mjs";

/** Issue 24's budget: the HTML of each shopper page before compression. */
const HTML_BUDGET_BYTES = 100 * 1024;
const CONNECTIONS = 8;

if (!storefrontBuilt()) {
  console.error("No storefront build: run `npm run build` first (bench/pages measures the built storefront).");
  process.exit(1);
}

/** The page's weight as a browser receives it: HTML bytes, the loader data's inline scripts, elements and SVGs. */
function pageWeight(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
  const payload = scripts
    .filter((body) => body.includes("__reactRouterContext") || body.includes("streamController"))
    .reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  return {
    htmlBytes: Buffer.byteLength(html),
    payloadBytes: payload,
    elements: (html.match(/<[a-zA-Z][\w:-]*/g) ?? []).length,
    svgs: (html.match(/<svg\b/g) ?? []).length,
  };
}

async function text(url) {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  return { html: await answer.text(), url: answer.url };
}

const servers = await startServers();
const storefront = await startStorefront({
  apiUrl: servers.apiUrl,
  // A local shop on the sandbox adapters, as the bench API is (production refuses its development defaults).
  env: { ALLOW_SANDBOX: "1", STOREFRONT_BENCH_BASELINE: "1" },
  nodeArgs: process.env.BENCH_PAGES_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PAGES_CPU_PROF}`]
    : [],
});
let overBudget = false;
try {
  const base = storefront.url;
  // The pages a shopper lands on: the product page by its canonical path (the fallback path redirects there), the
  // first category the home page links to, and a search for the product's first word.
  const home = await text(`${base}/en/`);
  const product = await text(`${base}/en/p/${encodeURIComponent(servers.sampleProductCode)}`);
  const categoryPath = home.html.match(/href="(\/en\/category\/[^"?#]+)"/)?.[1];
  if (!categoryPath) throw new Error("the home page links to no category");
  const word = product.html.match(/<h1[^>]*>([^<\s]+)/)?.[1] ?? "phone";
  const pages = [
    { name: "home", path: "/en/" },
    { name: "category", path: categoryPath },
    { name: "product", path: new URL(product.url).pathname },
    { name: "search", path: `/en/search/${encodeURIComponent(word.toLowerCase())}` },
  ];
  const rows = [];
  for (const page of pages) {
    const weight = pageWeight((await text(`${base}${page.path}`)).html);
    overBudget ||= weight.htmlBytes > HTML_BUDGET_BYTES;
    rows.push({
      page: `${page.name} ${page.path}`,
      "HTML KB": (weight.htmlBytes / 1024).toFixed(1),
      "payload KB": (weight.payloadBytes / 1024).toFixed(1),
      elements: weight.elements,
      svgs: weight.svgs,
      [`≤ ${HTML_BUDGET_BYTES / 1024} KB`]: weight.htmlBytes <= HTML_BUDGET_BYTES ? "yes" : "NO",
    });
  }
  const bare = pageWeight((await text(`${base}/bench/bare`)).html);
  console.log("\nStorefront pages as a guest (English), as served (before compression)");
  console.table([
    {
      page: "bare React Router route /bench/bare",
      "HTML KB": (bare.htmlBytes / 1024).toFixed(1),
      "payload KB": (bare.payloadBytes / 1024).toFixed(1),
      elements: bare.elements,
      svgs: bare.svgs,
    },
    ...rows,
  ]);
  await compare({
    title: "Storefront pages/s",
    baselineUrl: `${base}/bench/bare`,
    baselineName: "bare React Router route (baseline)",
    targets: pages.map((page) => ({ name: page.name, url: `${base}${page.path}` })),
    connections: CONNECTIONS,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  });
} finally {
  await storefront.stop();
  servers.stop();
}
if (overBudget) {
  console.error(`A page's HTML is over the budget of ${HTML_BUDGET_BYTES / 1024} KB.`);
  process.exitCode = 1;
}
