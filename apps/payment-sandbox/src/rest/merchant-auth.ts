/**
 * HTTP Basic authentication of the REST API, as the gateway does it: user `merchant.{merchantId}` (the same
 * merchant as in the path) and the API password.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { GatewayError } from "./gateway-error.js";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function checkMerchantCredentials(
  authorization: string | undefined,
  pathMerchantId: string,
  expected: { merchantId: string; apiPassword: string },
): void {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? "")?.[1];
  const decoded = encoded ? Buffer.from(encoded, "base64").toString("utf8") : "";
  const separator = decoded.indexOf(":");
  const user = separator >= 0 ? decoded.slice(0, separator) : "";
  const password = separator >= 0 ? decoded.slice(separator + 1) : "";
  const expectedUser = `merchant.${expected.merchantId}`;
  const valid =
    pathMerchantId === expected.merchantId &&
    timingSafeEqual(digest(user), digest(expectedUser)) &&
    timingSafeEqual(digest(password), digest(expected.apiPassword));
  if (!valid) throw new GatewayError(401, "INVALID_REQUEST", "Invalid credentials.");
}
