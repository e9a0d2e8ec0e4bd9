/**
 * The browser tests' Chromium, driven by playwright-core (Debian's /usr/bin/chromium), and the `it` that hands it
 * to them: one browser per worker process, a context factory per test whose contexts close when the test ends.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, it as vitestIt } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
    ],
  });
}

/** What a test needs of a browser: new contexts (pages with their own cookies). */
export type ContextFactory = Pick<Browser, "newContext">;

/**
 * `it` for browser tests. A test asks for `browser` (`it("…", async ({ browser }) => …)`) and opens its contexts
 * from it; every context it opened is closed when the test ends, passed or failed, so no test closes one by hand.
 * Chromium itself is launched once per worker process (on the first test that needs it) and shared by the tests
 * that run there one after another: a context is as separate as a new browser, and far cheaper to open.
 */
export const it = vitestIt
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
  .extend("chromium", { scope: "worker" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("browser", async ({ chromium }, { onCleanup }): Promise<ContextFactory> => {
    const opened: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map(closeWithin));
    });
    return {
      newContext: async (options) => {
        // The shop's service worker is off unless a test asks for it (the app-bridge-and-push file tests it): it
        // installs on every new context's first page, fetching both offline pages and their files, work no other
        // test looks at that cost each context a few hundred milliseconds of server and browser time.
        const context = await chromium.newContext({ serviceWorkers: "block", ...options });
        opened.push(context);
        return context;
      },
    };
  });

/** How long closing a context may take before the run goes on without waiting for it. */
const CONTEXT_CLOSE_MS = 30_000;

/**
 * Closes a test's context, but never holds the run: a context with a service worker and a DevTools session open
 * (the push tests) can fail to answer its close when the test timed out mid-call, and a cleanup that waits forever
 * hangs its worker and the whole run after it. The browser itself closes when the worker ends.
 */
async function closeWithin(context: BrowserContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<"stuck">((resolve) => {
    timer = setTimeout(() => resolve("stuck"), CONTEXT_CLOSE_MS);
  });
  const outcome = await Promise.race([context.close().then(() => "closed" as const), stuck]);
  clearTimeout(timer);
  if (outcome === "stuck") console.warn(`A browser context did not close within ${CONTEXT_CLOSE_MS / 1000} s`);
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export function newContext(
  browser: ContextFactory,
  viewport = DESKTOP,
  options: { serviceWorkers?: "allow" | "block" } = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: "en-AE", ...options });
}

/**
 * Records what a shopper would notice is broken: script errors and failed same-origin requests
 * (missing scripts, styles, images). `expectedStatus` lists URLs allowed to fail, e.g. a 404 page.
 */
export function watchForBreakage(page: Page, origin: string) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`script error: ${error.message}`));
  page.on("response", (response) => {
    const url = response.url();
    if (url.startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== "document") {
      problems.push(`${response.status()} ${url.slice(origin.length)}`);
    }
  });
  page.on("requestfailed", (request) => {
    // Leaving a page cancels what it was still loading (images, prefetches): that is the browser, not a fault.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    if (request.url().startsWith(origin)) problems.push(`failed ${request.url().slice(origin.length)}`);
  });
  return problems;
}

/** Waits until React has hydrated the page (the root marks `<html data-hydrated>` once every route's effects ran). */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === "true")).toBe(true);
}

/** The price shoppers pay on each of these product tiles, in page order. */
export async function tilePrices(tiles: Locator): Promise<number[]> {
  const texts = await tiles.evaluateAll((articles) =>
    articles.map((article) => article.querySelector("p span.font-bold")?.textContent ?? ""),
  );
  return texts.map((text) => Number(/(\d[\d,]*\.\d{2})/.exec(text)?.[1]?.replace(/,/g, "") ?? Number.NaN));
}
