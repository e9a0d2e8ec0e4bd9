/** One headless Chromium per test file, driven by playwright-core (Debian's /usr/bin/chromium). */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
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

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export function newContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: "en-AE" });
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

/** Waits until React Router's client context is on the page (its scripts have loaded). */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
}

/** The price shoppers pay on each of these product tiles, in page order. */
export async function tilePrices(tiles: Locator): Promise<number[]> {
  const texts = await tiles.evaluateAll((articles) =>
    articles.map((article) => article.querySelector("p span.font-bold")?.textContent ?? ""),
  );
  return texts.map((text) => Number(/(\d[\d,]*\.\d{2})/.exec(text)?.[1]?.replace(/,/g, "") ?? Number.NaN));
}
