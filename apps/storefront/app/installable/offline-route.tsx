/**
 * /{lang}/offline: what the service worker shows for a page it cannot fetch while the shopper is offline. It keeps
 * a guest's copy (fetched without cookies, so no shopper's name or cart is in it); the link tries the shop again.
 */
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/offline-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { useLanguage } from "../i18n/use-language";
import { LinkButton } from "@dukkan/ui/link-button";

export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { t } = i18nFor(params.lang);
  return { title: `${t("installable.offlineTitle")} | ${t("common.siteName")}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];

export default function OfflinePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("installable.offlineTitle")}</h1>
      <p className="mt-3 text-ink-600">{t("installable.offlineMessage")}</p>
      {/* A full page load: the service worker tries the network again. */}
      <LinkButton to={`/${language}/`} reloadDocument className="mt-8">
        {t("installable.offlineRetry")}
      </LinkButton>
    </div>
  );
}
