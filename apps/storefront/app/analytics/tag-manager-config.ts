/**
 * The tag manager (decision 0069): loaded only when the shop configures a container (env GTM_CONTAINER_ID, e.g.
 * GTM-ABC1234) and only after the shopper agreed. GTM_ORIGIN moves it to a server-side tagging host of the shop's
 * own; by default it is Google's. The page's CSP allows the origin the script comes from, and Google Analytics'
 * collection origins beside Google's.
 */
export const DEFAULT_TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** Where GA4 tags send hits and pixels (Google's CSP guidance for Tag Manager with Google Analytics 4). */
const GOOGLE_ANALYTICS_SOURCES = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

export type TagManagerConfig = { containerId: string; origin: string };

/** The shopper's answer to the consent banner: the tag manager runs only after `granted`. */
export type AnalyticsConsent = "granted" | "denied";

export function isAnalyticsConsent(value: unknown): value is AnalyticsConsent {
  return value === "granted" || value === "denied";
}

/** The configured container, or none (an id of another shape is treated as none, and said so once). */
export function tagManagerConfig(env: NodeJS.ProcessEnv = process.env): TagManagerConfig | undefined {
  const containerId = env.GTM_CONTAINER_ID?.trim();
  if (!containerId) return undefined;
  if (!CONTAINER_ID.test(containerId)) {
    warnOnce(`GTM_CONTAINER_ID "${containerId}" is not a container id (GTM-XXXXXXX): no tag manager is loaded.`);
    return undefined;
  }
  let origin = DEFAULT_TAG_MANAGER_ORIGIN;
  if (env.GTM_ORIGIN) {
    try {
      const url = new URL(env.GTM_ORIGIN);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(url.protocol);
      origin = url.origin;
    } catch {
      warnOnce(`GTM_ORIGIN "${env.GTM_ORIGIN}" is not an http(s) URL: no tag manager is loaded.`);
      return undefined;
    }
  }
  return { containerId, origin };
}

/** What the CSP adds for the configured tag manager: its script's origin, and where its tags send. */
export function tagManagerSources(env: NodeJS.ProcessEnv = process.env): { script: string[]; connect: string[] } {
  const config = tagManagerConfig(env);
  if (!config) return { script: [], connect: [] };
  const analytics = config.origin === DEFAULT_TAG_MANAGER_ORIGIN ? GOOGLE_ANALYTICS_SOURCES : [];
  return { script: [config.origin], connect: [config.origin, ...analytics] };
}

/** The script's address for a container. */
export function tagManagerScriptUrl(config: TagManagerConfig): string {
  return `${config.origin}/gtm.js?id=${encodeURIComponent(config.containerId)}`;
}

const warned = new Set<string>();
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
