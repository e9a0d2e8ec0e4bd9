/**
 * Choosing a password from an invitation (or a password link): the e-mail's single-use token and the new password
 * go to the staff API; the member then signs in.
 */
import { Button } from "@dukkan/ui/button";
import { PasswordField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { StaffApiError, staffApi } from "../api/staff-api.server";
import { resolveLanguage } from "@dukkan/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { commitSession, getSession } from "../session/session.server";
import { LanguageSwitch } from "../layout/language-switch";
import type { Route } from "./+types/set-password-route";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const language = resolveLanguage(params.lang);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) return { error: "mismatch" as const };
  try {
    await staffApi("/auth/set-password", { body: { token, password } });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      const weak = error.errors.some((item) => item.subject === "password");
      return { error: weak ? ("weak" as const) : ("invalidLink" as const), detail: error.message };
    }
    throw error;
  }
  const session = await getSession(request);
  session.clear();
  session.set("notice", "passwordSet");
  return redirect(`/${language}/sign-in`, { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function SetPassword({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink-50 px-4">
      <div className="w-full max-w-md rounded-card bg-white p-8 shadow-card">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-semibold text-brand-700">{t("appName")}</p>
          <LanguageSwitch language={resolveLanguage(params.lang)} />
        </div>
        <h1 className="mt-1 mb-6 text-2xl font-bold">{t("setPassword.title")}</h1>
        {!loaderData.token ? (
          <FormAlert tone="error">{t("setPassword.errors.invalidLink")}</FormAlert>
        ) : (
          <Form method="post" className="space-y-4">
            {actionData?.error && (
              <FormAlert tone="error">
                {t(`setPassword.errors.${actionData.error}`)}
                {"detail" in actionData && actionData.error === "weak" && (
                  <span className="block text-sm" lang="en">
                    {actionData.detail}
                  </span>
                )}
              </FormAlert>
            )}
            <input type="hidden" name="token" value={loaderData.token} />
            <PasswordField
              label={t("setPassword.password")}
              name="password"
              autoComplete="new-password"
              hint={t("setPassword.hint")}
              required
            />
            <PasswordField label={t("setPassword.confirm")} name="confirm" autoComplete="new-password" required />
            <Button type="submit" className="w-full">
              {t("setPassword.submit")}
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
