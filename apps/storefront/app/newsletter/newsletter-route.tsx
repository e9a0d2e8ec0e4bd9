/**
 * `/:lang/newsletter`: the subscribe action behind every newsletter box (header, footer, cart), and the
 * page a plain form post lands on before scripts run, showing the outcome with the box again. With
 * scripts the boxes post through a fetcher and show the outcome in place.
 */
import { isLanguage } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter-route";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { safeRedirectPath } from "../wishlist/wishlist-rules";
import { NewsletterForm } from "./newsletter-form";
import {
  isNewsletterEmail,
  newsletterPlacement,
  showsFormatError,
  type NewsletterActionData,
} from "./newsletter-rules";
import { subscribeToNewsletter } from "./newsletter.server";
import { requireLanguage } from "../i18n/route-language";
import { LinkButton } from "@dukkan/ui/link-button";

export async function action({ params, request }: Route.ActionArgs) {
  const lang = params.lang;
  requireLanguage(lang);
  assertSameOrigin(request);
  const form = await readFormData(request);
  const email = form.get("email");
  const trimmed = typeof email === "string" ? email.trim() : "";
  const placement = newsletterPlacement(form.get("placement"));
  // Only plain form posts carry it: the page to go back to.
  const redirectTo = safeRedirectPath(form.get("redirectTo"), lang);
  const back = redirectTo ? { redirectTo } : {};

  if (!isNewsletterEmail(trimmed)) {
    // Spec §5: in the footer nothing happens — a plain post simply goes back to its page.
    if (!showsFormatError(placement)) return redirect(redirectTo ?? `/${lang}/`);
    return data<NewsletterActionData>({ ok: false, reason: "formatError", ...back }, { status: 400 });
  }
  try {
    await subscribeToNewsletter(trimmed, lang);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    return data<NewsletterActionData>(
      { ok: false, reason: "failed", message: error.message, ...back },
      { status: 400 },
    );
  }
  return data<NewsletterActionData>({ ok: true, ...back });
}

export const meta: Route.MetaFunction = ({ params }) => {
  const { t } = i18nFor(isLanguage(params.lang) ? params.lang : "en");
  return [
    { title: `${t("newsletter.pageTitle")} | ${t("common.siteName")}` },
    { name: "robots", content: "noindex,follow" },
  ];
};

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{t("newsletter.pageTitle")}</h1>
      <div className="mt-6 rounded-card bg-white p-6 shadow-card">
        <NewsletterForm placement="page" outcome={actionData} />
      </div>
      <LinkButton to={actionData?.redirectTo ?? `/${language}/`} className="mt-6">
        {t("newsletter.backToShop")}
      </LinkButton>
    </div>
  );
}
