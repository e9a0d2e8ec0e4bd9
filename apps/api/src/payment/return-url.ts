/**
 * Where the issuer's 3-D Secure page sends the shopper back to. The URL comes from the browser, so it must not
 * become an open redirect: only the storefront's payment validation page (any path ending in
 * `/checkout/payment-details/validation`) on an allowed storefront origin, over http(s), without credentials.
 */
import type { PaymentConfig } from "./payment-config.js";
import { invalidReturnUrl } from "./payment-errors.js";

const VALIDATION_PATH = /^(?:\/[A-Za-z0-9_-]+)*\/checkout\/payment-details\/validation\/?$/;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function allowedOrigin(url: URL, config: Pick<PaymentConfig, "returnOrigins" | "allowLoopbackReturn">): boolean {
  if (config.returnOrigins.includes(url.origin)) return true;
  return config.allowLoopbackReturn && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The return URL to give the gateway: the caller's when it is the validation page on an allowed origin (with its
 * query, e.g. ?cart=…), else 400; without one, the validation page on the first storefront origin.
 */
export function paymentReturnUrl(
  given: string | undefined,
  cartId: string,
  config: Pick<PaymentConfig, "returnOrigins" | "allowLoopbackReturn">,
): string {
  if (given === undefined) {
    const origin = config.returnOrigins[0];
    if (!origin) throw invalidReturnUrl();
    return `${origin}/en/checkout/payment-details/validation?cart=${encodeURIComponent(cartId)}`;
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw invalidReturnUrl();
  }
  const acceptable =
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.username === "" &&
    url.password === "" &&
    allowedOrigin(url, config) &&
    VALIDATION_PATH.test(url.pathname);
  if (!acceptable) throw invalidReturnUrl();
  url.hash = "";
  return url.toString();
}
