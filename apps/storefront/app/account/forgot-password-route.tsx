/**
 * /{lang}/login/forgot-password (spec §2.4): one e-mail field. Whatever the address, the same
 * confirmation follows, so the page never tells whether an account exists.
 */
import { useTranslation } from "../i18n/use-translation";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password-route";
import { i18nFor } from "../i18n/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { privatePageMeta } from "../seo/page-meta";
import { AccountCard } from "./account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { TextField } from "@dukkan/ui/field";
import { emailError, text, type EmailError } from "./login-form";
import { requestPasswordReset } from "./password-reset.server";
import { requireLanguage } from "../i18n/route-language";

type ActionData = { email: string; error?: EmailError; sent?: true };

export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return { title: i18nFor(params.lang).t("forgottenPassword.title") };
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  assertSameOrigin(request);
  const email = text(await readFormData(request), "userEmail").trim();
  const error = emailError(email);
  if (error) return data<ActionData>({ email, error }, { status: 400 });
  await requestPasswordReset(email, language);
  return data<ActionData>({ email, sent: true });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ForgotPasswordPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const login = `/${params.lang}/login`;

  if (result?.sent) {
    return (
      <AccountCard title={loaderData.title}>
        <FormAlert tone="success">{t("forgottenPassword.passwordResetEmailSent")}</FormAlert>
        <LinkButton to={login} variant="secondary" className="w-full mt-6">
          {t("forgottenPassword.backToLogin")}
        </LinkButton>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={loaderData.title} intro={t("forgottenPassword.intro")}>
      <Form method="post" noValidate className="mt-6 space-y-5" aria-busy={busy}>
        <TextField
          label={t("forgottenPassword.emailAddress")}
          name="userEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          disabled={busy}
          defaultValue={result?.email}
          error={result?.error ? t(result.error) : undefined}
        />
        <div className="flex flex-col gap-3">
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t("forgottenPassword.sending") : t("forgottenPassword.submit")}
          </Button>
          <LinkButton to={login} variant="secondary" className="w-full">
            {t("forgottenPassword.cancel")}
          </LinkButton>
        </div>
      </Form>
    </AccountCard>
  );
}
