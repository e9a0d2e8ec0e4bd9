/**
 * /{lang}/login/pw/change?token=… (spec §2.4), reached from the e-mailed link: the new password twice.
 * Without a token there is nothing to reset, so the shopper is sent to ask for a link.
 */
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password-route";
import { i18nFor } from "../i18n/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { privatePageMeta } from "../seo/page-meta";
import { AccountCard } from "./account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { PasswordField } from "@dukkan/ui/field";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { resetPassword } from "./password-reset.server";
import { PASSWORD_RESET_DONE, readResetPasswordForm, type ResetPasswordErrors } from "./reset-password-form";
import { requireLanguage } from "../i18n/route-language";

type ActionData = { fieldErrors?: ResetPasswordErrors; invalidLink?: true };

export function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const token = new URL(request.url).searchParams.get("token")?.replace(/\s+/g, "");
  if (!token) throw redirect(`/${params.lang}/login/forgot-password`);
  return { title: i18nFor(params.lang).t("resetPassword.title"), token };
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  assertSameOrigin(request);
  const form = readResetPasswordForm(await readFormData(request));
  if (!form.ok) return data<ActionData>({ fieldErrors: form.fieldErrors }, { status: 400 });
  if (!form.token) return data<ActionData>({ invalidLink: true }, { status: 400 });
  const outcome = await resetPassword(form.token, form.password, language);
  if (outcome === "invalidLink") return data<ActionData>({ invalidLink: true }, { status: 400 });
  return redirect(`/${language}/login?${PASSWORD_RESET_DONE}`);
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ResetPasswordPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const fieldError = (key: keyof ResetPasswordErrors) => {
    const error = result?.fieldErrors?.[key];
    return error ? t(error) : undefined;
  };

  if (result?.invalidLink) {
    return (
      <AccountCard title={loaderData.title}>
        <FormAlert tone="error">{t("resetPassword.invalidLink")}</FormAlert>
        <LinkButton to={`/${params.lang}/login/forgot-password`} className="w-full mt-6">
          {t("resetPassword.requestNewLink")}
        </LinkButton>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={loaderData.title}>
      <Form method="post" noValidate className="mt-6 space-y-5" aria-busy={busy}>
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          label={t("resetPassword.newPassword")}
          name="password"
          autoComplete="new-password"
          required
          disabled={busy}
          hint={t("resetPassword.hint")}
          error={fieldError("password")}
        />
        <PasswordField
          label={t("resetPassword.passwordConfirm")}
          name="passwordConfirm"
          autoComplete="new-password"
          required
          disabled={busy}
          error={fieldError("passwordConfirm")}
        />
        <div className="flex flex-col gap-3">
          <Button type="submit" disabled={busy} className="w-full">
            {t("resetPassword.submit")}
          </Button>
          <LinkButton to={`/${params.lang}/login`} variant="secondary" className="w-full">
            {t("resetPassword.cancel")}
          </LinkButton>
        </div>
      </Form>
    </AccountCard>
  );
}
