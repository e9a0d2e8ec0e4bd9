/**
 * `/:lang/analytics-consent` (decision 0069): the consent banner's answer (POST), kept in a cookie of this browser;
 * and the cookie settings page (GET), where the answer can be changed later. A plain form post goes back to the
 * page it came from; a fetcher gets the answer and the page revalidates.
 */
import { isLanguage } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data, redirect } from "react-router";
import type { Route } from "./+types/analytics-consent-route";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { readFormData } from "../security/form-data.server";
import { safeRedirectPath } from "../wishlist/wishlist-rules";
import { AnalyticsConsentForm } from "./analytics-consent-form";
import { analyticsConsentCookie, readAnalyticsConsent } from "./analytics-consent.server";
import { isAnalyticsConsent, tagManagerConfig } from "./tag-manager-config";

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const form = await readFormData(request);
  const consent = form.get("consent");
  if (!isAnalyticsConsent(consent)) return data({ consent: null }, { status: 400 });
  const headers = { "Set-Cookie": await analyticsConsentCookie(consent) };
  const redirectTo = safeRedirectPath(form.get("redirectTo"), params.lang);
  if (redirectTo) return redirect(redirectTo, { headers });
  return data({ consent }, { headers });
}

/** The settings page exists while the shop runs a tag manager; otherwise there is nothing to choose. */
export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  if (!tagManagerConfig()) throw data(null, { status: 404 });
  return { consent: (await readAnalyticsConsent(request)) ?? null };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const { t } = i18nFor(isLanguage(params.lang) ? params.lang : "en");
  return [
    { title: `${t("analyticsConsent.pageTitle")} | ${t("common.siteName")}` },
    { name: "robots", content: "noindex,follow" },
  ];
};

export default function AnalyticsConsentRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const state =
    loaderData.consent === "granted"
      ? t("analyticsConsent.granted")
      : loaderData.consent === "denied"
        ? t("analyticsConsent.denied")
        : t("analyticsConsent.unanswered");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink-900">{t("analyticsConsent.pageTitle")}</h1>
      <p id="analytics-consent-text" className="text-ink-700">
        {t("analyticsConsent.text")}
      </p>
      <p role="status" data-testid="analytics-consent-state" className="font-semibold text-ink-900">
        {state}
      </p>
      <AnalyticsConsentForm describedBy="analytics-consent-text" />
    </div>
  );
}
