/**
 * Web push and installability, as the browser itself judges them (shopping spec §4 Web push; issue 22; decisions
 * 0062 and 0070), in English on a desktop and Arabic on a phone:
 * - a push message delivered to the service worker through the DevTools protocol (as the push service would) shows
 *   its notification (title, body, the page it names), and clicking it leads to that page: the worker focuses a
 *   window already showing it, else opens one. No DevTools method clicks a notification, so the click is the
 *   `notificationclick` event dispatched in the worker with the real notification; a window may be opened or
 *   focused only from a user's click, so the test records the worker's openWindow/focus calls and then opens the
 *   recorded page itself. A push naming another site leads to the shop's home page instead.
 * - Chromium's own installability check (`Page.getInstallabilityErrors`, what Lighthouse's installable audit asks)
 *   finds nothing missing: manifest with name, short_name, icons of 192 and 512 px, start_url, display standalone,
 *   and a service worker with a fetch handler controlling the start URL.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject } from "vitest";
import { chromium, type BrowserContext, type Page, type Worker } from "playwright-core";
import { CHROMIUM_PATH, DESKTOP, PHONE, hydrated, it, newContext } from "./browser.js";
import { deliverPush, registrationId, shownNotifications } from "./push-support.js";

const shop = inject("storefrontUrl");

/** The page is controlled by the shop's service worker (after its first activation claims it). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

async function shopWorker(context: BrowserContext): Promise<Worker> {
  await expect.poll(() => context.serviceWorkers().some((worker) => worker.url().endsWith("/sw.js"))).toBe(true);
  return context.serviceWorkers().find((worker) => worker.url().endsWith("/sw.js"))!;
}

/**
 * Clicks the shown notification: its `notificationclick` in the worker, with the browser's window calls recorded.
 * Answers which page the worker opened or which window (by URL) it focused, and whether the notification closed.
 */
function clickNotification(worker: Worker): Promise<{ opened: string[]; focused: string[]; left: number }> {
  return worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const globals = self as unknown as {
      Clients: { prototype: { openWindow(url: string): Promise<unknown> } };
      WindowClient: { prototype: { focus(this: { url: string }): Promise<unknown> } };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const opened: string[] = [];
    const focused: string[] = [];
    const open = globals.Clients.prototype.openWindow;
    const focus = globals.WindowClient.prototype.focus;
    globals.Clients.prototype.openWindow = async (url: string) => {
      opened.push(url);
      return null;
    };
    globals.WindowClient.prototype.focus = async function (this: { url: string }) {
      focused.push(this.url);
      return this;
    };
    try {
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error("no notification is shown");
      // waitUntil refuses a dispatched (untrusted) event once the listener has started its work; the work still runs.
      scope.dispatchEvent(new globals.NotificationEvent("notificationclick", { notification }));
      const deadline = Date.now() + 5000;
      while (opened.length + focused.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return { opened, focused, left: (await scope.registration.getNotifications()).length };
    } finally {
      globals.Clients.prototype.openWindow = open;
      globals.WindowClient.prototype.focus = focus;
    }
  });
}

describe.each([
  ["en", DESKTOP],
  ["ar", PHONE],
] as const)("web push click and installability (%s)", (language, viewport) => {
  it("a delivered push shows its notification; a click focuses its page or opens it, only on this shop", async ({
    browser,
  }) => {
    const context = await newContext(browser, viewport, { serviceWorkers: "allow" });
    await context.grantPermissions(["notifications"], { origin: shop });
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    await hydrated(page);
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const registration = await registrationId(cdp);
    const worker = await shopWorker(context);

    // A message naming the deals page: shown, then the click opens that page (no window shows it yet).
    const deals = `${shop}/${language}/deals-Offers-flash-Sale?type=dealandoffers&pageSize=50`;
    const title = language === "en" ? "This week's deals" : "عروض هذا الأسبوع";
    await deliverPush(cdp, registration, page, { title, body: "Up to 30% off", url: deals });
    await expect.poll(() => shownNotifications(page)).toEqual([{ title, body: "Up to 30% off", url: deals }]);
    const first = await clickNotification(worker);
    expect(first).toEqual({ opened: [deals], focused: [], left: 0 });
    const opened = await context.newPage();
    const response = await opened.goto(first.opened[0]!);
    expect(response?.status()).toBe(200);
    expect(new URL(opened.url()).pathname).toBe(`/${language}/deals-Offers-flash-Sale`);

    // The same page already open in a window: the click focuses that window instead of opening another.
    await deliverPush(cdp, registration, page, { title, body: "Still on", url: `/${language}/` });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title, body: "Still on", url: `${shop}/${language}/` }]);
    expect(await clickNotification(worker)).toEqual({ opened: [], focused: [`${shop}/${language}/`], left: 0 });

    // Another site's address never opens from a notification: the shop's home page does.
    await deliverPush(cdp, registration, page, { title, body: "Phish", url: "https://evil.example/login" });
    await expect.poll(() => shownNotifications(page)).toEqual([{ title, body: "Phish", url: `${shop}/` }]);
    expect((await clickNotification(worker)).opened).toEqual([`${shop}/`]);
  });

  it("Chromium finds the shop installable: no installability errors, the manifest as Lighthouse asks", async () => {
    // Installability is judged only outside incognito, and every context of the shared browser is one: this test
    // runs its own browser on a throw-away profile.
    const profile = await mkdtemp(join(tmpdir(), "dukkan-installable-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
      viewport,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${shop}/${language}/`);
      await hydrated(page);
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.url).toBe(`${shop}/${language}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? "{}") as {
        name?: string;
        short_name?: string;
        start_url?: string;
        display?: string;
        icons?: { sizes: string; src: string }[];
      };
      expect(parsed).toMatchObject({ start_url: `/${language}/`, display: "standalone" });
      expect(parsed.name).toBeTruthy();
      expect(parsed.short_name).toBeTruthy();
      expect(parsed.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      for (const icon of parsed.icons ?? []) {
        const answer = await fetch(new URL(icon.src, `${shop}/${language}/`));
        expect(answer.status, icon.src).toBe(200);
      }
      // The browser's own verdict (what its install prompt and Lighthouse's installable audit use).
      await expect
        .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 15_000 })
        .toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
