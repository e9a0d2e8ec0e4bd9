/**
 * The analytics consent choice (decision 0069): Accept and Decline posting to `/:lang/analytics-consent`. Before
 * scripts run it is a plain form that comes back to this page; with scripts a fetcher, and the page's data (the
 * layout's consent) follows by revalidation.
 */
import { useTranslation } from "../i18n/use-translation";
import { useFetcher, useLocation } from "react-router";
import { Button } from "@dukkan/ui/button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";

export function AnalyticsConsentForm({ describedBy }: { describedBy?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
      action={`/${language}/analytics-consent`}
      aria-describedby={describedBy}
      className="flex flex-wrap gap-3"
    >
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      <Button type="submit" name="consent" value="granted" size="md" disabled={fetcher.state !== "idle"}>
        {t("analyticsConsent.accept")}
      </Button>
      <Button
        type="submit"
        name="consent"
        value="denied"
        size="md"
        variant="outline"
        disabled={fetcher.state !== "idle"}
      >
        {t("analyticsConsent.decline")}
      </Button>
    </fetcher.Form>
  );
}
