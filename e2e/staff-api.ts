/**
 * The staff owner's access token for tests acting as staff through the API (stock changes, shipping): signed in
 * once per run by the browser tests' setup (e2e/global-setup.ts) with the password and the authenticator's code,
 * since the API takes each code once and files running side by side would refuse each other's.
 */
import { inject } from "vitest";

export function staffAccessToken(): string {
  return inject("staffToken");
}
