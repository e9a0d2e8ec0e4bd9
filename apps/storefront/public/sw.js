/* global self, caches -- a service worker's own globals */
/**
 * The shop's service worker (decision 0062).
 *
 * Caching: only what is the same for every shopper — the hashed build files under /assets/ (immutable), the app
 * icons and the offline page of each language (fetched without cookies, so a guest's copy). Pages, their data
 * requests, the cart, the account and everything else always go to the network and are never stored; when a page
 * cannot be fetched because the shopper is offline, the offline page of the page's language answers instead.
 *
 * Web push (account spec §4.7): a push message `{title, body, url}` shows a notification; clicking it opens the
 * shop page it names (only pages of this shop).
 */
const VERSION = "1";
const SHELL_CACHE = `dukkan-shell-${VERSION}`;
const ASSET_CACHE = `dukkan-assets-${VERSION}`;
const LANGUAGES = ["en", "ar"];
const offlinePath = (language) => `/${language}/offline`;
const ICONS = ["/favicon.svg", "/images/app/icon-192.png", "/images/app/icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      const assets = await caches.open(ASSET_CACHE);
      await shell.addAll(ICONS);
      for (const language of LANGUAGES) {
        const response = await fetch(offlinePath(language), { credentials: "omit", cache: "no-store" });
        if (!response.ok) throw new Error(`offline page ${language}: HTTP ${response.status}`);
        const html = await response.clone().text();
        await shell.put(offlinePath(language), response);
        // The offline page's own styles and scripts, so it looks like the shop without a connection.
        const files = new Set(html.match(/\/assets\/[\w.-]+\.(?:css|js)/g) ?? []);
        await assets.addAll([...files]);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [SHELL_CACHE, ASSET_CACHE];
      for (const name of await caches.keys()) {
        if (name.startsWith("dukkan-") && !current.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

function languageOf(url) {
  const first = url.pathname.split("/")[1];
  return LANGUAGES.includes(first) ? first : "en";
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(offlinePath(languageOf(new URL(request.url))), { cacheName: SHELL_CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(pageOrOffline(request));
    return;
  }
  if (url.pathname.startsWith("/assets/") || ICONS.includes(url.pathname)) event.respondWith(cacheFirst(request));
  // Anything else (page data, the cart, the account, images from the API) is left to the network.
});

/** Only this shop's pages open from a notification. */
function shopUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Dukkan";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/images/app/icon-192.png",
      dir: "auto",
      data: { url: shopUrl(typeof message.url === "string" ? message.url : "/") },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = shopUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
