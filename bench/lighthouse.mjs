/**
 * bench/lighthouse: Lighthouse (12.8.x, pinned in package.json; it runs on Node 20) with Debian's Chromium, mobile
 * with simulated throttling (Lighthouse's default), on the pages issue 24 names: home, a category, a product and the
 * cart with one product in it, in English and Arabic. The bare React Router route (`/bench/bare`, a static page
 * through the same storefront server) is measured first as the baseline. Prints the four category scores and
 * LCP, TBT and CLS per page, and the accessibility audits a page fails with their first elements.
 * Targets: performance ≥ 95 and accessibility 100 on every page; the bench exits with 1 when a page misses one.
 * Usage: `node bench/lighthouse.mjs` (`npm run build` first; CHROMIUM_PATH, default /usr/bin/chromium).
 * Scores under simulated throttling still depend on the machine: run it on a quiet one.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServers, startStorefront, storefrontBuilt } from "./harness.mjs";

const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

if (!storefrontBuilt()) {
  console.error("No storefront build: run `npm run build` first (bench/lighthouse measures the built storefront).");
  process.exit(1);
}

/** Posts one of the shop's forms as a shopper without scripts would; answers the session cookie it leaves. */
async function postForm(storefrontUrl, path, form, cookie) {
  const answer = await fetch(`${storefrontUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: storefrontUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
  const session = answer.headers.getSetCookie().find((line) => line.startsWith("dukkan_session="));
  if (answer.status >= 400 || !session) throw new Error(`${path}: ${answer.status}`);
  return session.split(";")[0];
}

/**
 * A guest's session with the product in the cart: a delivery area first (the cart asks for one before it adds),
 * then the product, through the shop's own forms. Checks the cart page shows it, so the bench measures a full cart.
 */
async function guestCartCookie(storefrontUrl, productCode) {
  const area = { regionIsocode: "AE-DU", areaIsocode: "AE-DU-DEIRA", returnTo: "/en/cart", js: "1" };
  const withArea = await postForm(storefrontUrl, "/en/delivery-area", area);
  const cookie = await postForm(storefrontUrl, "/en/cart/add", { productCode, quantity: "1" }, withArea);
  const cart = await (await fetch(`${storefrontUrl}/en/cart`, { headers: { cookie } })).text();
  if (!cart.includes(productCode)) throw new Error(`the guest cart does not show ${productCode}`);
  return cookie;
}

function scoresOf(lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "LCP ms": Math.round(audit("largest-contentful-paint")),
    "TBT ms": Math.round(audit("total-blocking-time")),
    CLS: audit("cumulative-layout-shift").toFixed(3),
  };
}

/** The accessibility audits the page fails, each with the first elements it names. */
function accessibilityFailures(lhr) {
  return lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const nodes = (audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? "");
      return `${audit.id}: ${nodes.join(" | ")}`;
    });
}

const servers = await startServers();
const storefront = await startStorefront({
  apiUrl: servers.apiUrl,
  env: { ALLOW_SANDBOX: "1", STOREFRONT_BENCH_BASELINE: "1" },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const missed = [];
try {
  const base = storefront.url;
  const productAnswer = await fetch(`${base}/en/p/${encodeURIComponent(servers.sampleProductCode)}`);
  const productPath = new URL(productAnswer.url).pathname.replace(/^\/en\//, "");
  const home = await (await fetch(`${base}/en/`)).text();
  const categoryPath = home.match(/href="\/en\/(category\/[^"?#]+)"/)?.[1];
  if (!categoryPath) throw new Error("the home page links to no category");
  const cartCookie = await guestCartCookie(base, servers.sampleProductCode);
  const pages = [{ name: "bare route (baseline)", url: `${base}/bench/bare`, baseline: true }];
  for (const language of ["en", "ar"]) {
    pages.push(
      { name: `home ${language}`, url: `${base}/${language}/` },
      { name: `category ${language}`, url: `${base}/${language}/${categoryPath}` },
      { name: `product ${language}`, url: `${base}/${language}/${productPath}` },
      { name: `cart ${language}`, url: `${base}/${language}/cart`, cookie: cartCookie },
    );
  }
  const rows = [];
  for (const page of pages) {
    const { lhr } = await lighthouse(page.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
    const scores = scoresOf(lhr);
    rows.push({ page: page.name, ...scores });
    if (page.baseline) continue;
    for (const failure of accessibilityFailures(lhr)) console.log(`${page.name}: ${failure}`);
    if (scores.performance < PERFORMANCE_TARGET) missed.push(`${page.name} performance ${scores.performance}`);
    if (scores.accessibility < ACCESSIBILITY_TARGET) missed.push(`${page.name} accessibility ${scores.accessibility}`);
  }
  console.log("\nLighthouse 12.8, mobile, simulated throttling");
  console.table(rows);
} finally {
  chrome.kill();
  await storefront.stop();
  servers.stop();
}
if (missed.length > 0) {
  console.error(
    `Below the targets (performance ≥ ${PERFORMANCE_TARGET}, accessibility ${ACCESSIBILITY_TARGET}): ${missed.join(", ")}`,
  );
  process.exitCode = 1;
}
