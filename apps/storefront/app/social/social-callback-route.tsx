/**
 * /{lang}/login/{provider}/auth/redirection: where the provider sends the shopper back. A completed sign-in
 * redirects home (or to the profile page when the phone number is missing, spec §4.1); otherwise this page
 * says why, with the way back to the login page.
 */
import { useTranslation } from "../i18n/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/social-callback-route";
import { AccountCard } from "../account/account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { i18nFor } from "../i18n/i18n";
import { privatePageMeta } from "../seo/page-meta";
import { enabledProvider, finishSocialSignIn, type SocialSignInFailure } from "./social-sign-in.server";
import { requireLanguage } from "../i18n/route-language";

/** The spec's social login messages (§8) for each way a sign-in can fail. */
const FAILURE_MESSAGE: Record<SocialSignInFailure | "notFound", string> = {
  cancelled: "socialLogin.errors.cancelled",
  expired: "socialLogin.errors.expired",
  refused: "socialLogin.errors.refused",
  notFound: "socialLogin.errors.notFound",
  emailRegistered: "httpHandlers.badRequest.error_email_has_been_registered",
};

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const title = i18nFor(params.lang).t("socialLogin.failedTitle");
  const settings = enabledProvider(params.provider);
  if (!settings) return data({ title, message: FAILURE_MESSAGE.notFound }, { status: 404 });
  const result = await finishSocialSignIn(request, params.lang, settings);
  if (result instanceof Response) return result;
  return data({ title, message: FAILURE_MESSAGE[result.failure] }, { status: 400, headers: result.headers });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function SocialSignInFailedPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountCard title={loaderData.title}>
      <FormAlert tone="error">{t(loaderData.message)}</FormAlert>
      <LinkButton to={`/${params.lang}/login`} variant="secondary" className="w-full mt-6">
        {t("socialLogin.tryAgain")}
      </LinkButton>
    </AccountCard>
  );
}
