/** Web push in browser tests: the shop's service worker registration, its shown notifications, a delivered push. */
import type { CDPSession, Page } from "playwright-core";
import { expect, inject } from "vitest";

const shop = inject("storefrontUrl");

/** The registration id DevTools knows the shop's service worker by. */
export async function registrationId(cdp: CDPSession): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const found = new Promise<string>((resolve, reject) => {
    // A clear failure rather than a wait as long as the test's: DevTools names registrations at once when enabled.
    timer = setTimeout(() => reject(new Error("DevTools named no service worker registration of the shop")), 20_000);
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((candidate) => candidate.scopeURL === `${shop}/` && !candidate.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found.finally(() => clearTimeout(timer));
}

export type ShownNotification = { title: string; body: string; url: string };

export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      url: (notification.data as { url: string }).url,
    })),
  );
}

/**
 * Delivers a push message through DevTools, as the push service would. Now and then (2 runs in 11, on a quiet
 * machine too) a delivery reaches a running, activated worker and shows nothing, with no error in the worker:
 * DevTools dropped it. A push service delivers again what did not arrive, and so does this, once, when nothing is shown after 5 s.
 */
export async function deliverPush(
  cdp: CDPSession,
  registrationId: string,
  page: Page,
  message: { title: string; body: string; url: string },
): Promise<void> {
  const deliver = () =>
    cdp.send("ServiceWorker.deliverPushMessage", { origin: `${shop}/`, registrationId, data: JSON.stringify(message) });
  await deliver();
  const shown = await expect
    .poll(async () => (await shownNotifications(page)).length, { timeout: 5_000 })
    .toBeGreaterThan(0)
    .then(() => true)
    .catch(() => false);
  if (!shown) await deliver();
}
