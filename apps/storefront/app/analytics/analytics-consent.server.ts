/**
 * The shopper's answer to the analytics banner (decision 0069), one per browser: a first-party cookie the server
 * reads, so the banner and the tag manager are decided while the page renders, and the banner's form works before
 * scripts run.
 */
import { createCookie } from "react-router";
import { isAnalyticsConsent, type AnalyticsConsent } from "./tag-manager-config";

export const ANALYTICS_CONSENT_COOKIE = "dukkan_analytics_consent";
/** An answer is asked again after about six months. */
const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const consentCookie = createCookie(ANALYTICS_CONSENT_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  path: "/",
  maxAge: CONSENT_MAX_AGE_SECONDS,
});

/** This browser's answer, or undefined while it has not answered. */
export async function readAnalyticsConsent(request: Request): Promise<AnalyticsConsent | undefined> {
  const value: unknown = await consentCookie.parse(request.headers.get("Cookie"));
  return isAnalyticsConsent(value) ? value : undefined;
}

/** The Set-Cookie header value that keeps an answer. */
export function analyticsConsentCookie(consent: AnalyticsConsent): Promise<string> {
  return consentCookie.serialize(consent);
}
