/**
 * Second-factor enrolment, for a member signed in without one (their token may only reach /me and enrolment):
 * scan the QR code (or type the secret) into an authenticator app, confirm with a code, then see the recovery codes
 * once. Every other page sends such a member here.
 */
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { useTranslation } from "react-i18next";
import { Form, data, redirect } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { RecoveryCodes, SecondFactorEnrolment } from "../api/staff-api-types";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { requireStaff } from "../session/require-staff.server";
import { commitSession } from "../session/session.server";
import { LanguageSwitch } from "../layout/language-switch";
import { resolveLanguage } from "@dukkan/i18n";
import type { Route } from "./+types/second-factor-route";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, staff, language, api } = await requireStaff(request, params);
  const recoveryCodes = session.data.recoveryCodes;
  if (recoveryCodes) {
    session.unset("recoveryCodes");
    return data({ recoveryCodes, enrolment: null }, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  if (staff.secondFactor !== "NONE") throw redirect(`/${language}/`);
  const enrolment = await api<SecondFactorEnrolment>("/me/second-factor", { method: "POST" });
  return data({ recoveryCodes: null, enrolment });
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { session, staff, language, api } = await requireStaff(request, params);
  const code = String((await request.formData()).get("code") ?? "").replace(/\s+/g, "");
  try {
    const { recoveryCodes } = await api<RecoveryCodes>("/me/second-factor/confirm", { body: { code } });
    session.set("staff", { ...staff, secondFactor: "TOTP" });
    session.set("recoveryCodes", recoveryCodes);
  } catch (error) {
    if (error instanceof StaffApiError && (error.status === 400 || error.status === 401)) return { error: true };
    throw error;
  }
  return redirect(`/${language}/second-factor`, { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function SecondFactor({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink-50 px-4 py-8">
      <div className="w-full max-w-lg rounded-card bg-white p-8 shadow-card">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-semibold text-brand-700">{t("appName")}</p>
          <LanguageSwitch language={resolveLanguage(params.lang)} />
        </div>
        {loaderData.recoveryCodes ? (
          <>
            <h1 className="mt-1 mb-4 text-2xl font-bold">{t("enrol.recoveryTitle")}</h1>
            <p className="mb-4 text-sm text-ink-700">{t("enrol.recoveryHint")}</p>
            <ul className="mb-6 grid grid-cols-2 gap-2 font-mono text-sm" dir="ltr">
              {loaderData.recoveryCodes.map((code) => (
                <li key={code} className="rounded bg-ink-100 px-3 py-2">
                  {code}
                </li>
              ))}
            </ul>
            <LinkButton to={`/${params.lang}/`}>{t("enrol.continue")}</LinkButton>
          </>
        ) : (
          <>
            <h1 className="mt-1 mb-4 text-2xl font-bold">{t("enrol.title")}</h1>
            <p className="mb-4 text-sm text-ink-700">{t("enrol.hint")}</p>
            {loaderData.enrolment && (
              <div className="mb-6 flex flex-wrap items-center gap-6">
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(loaderData.enrolment.qrSvg)}`}
                  alt={t("enrol.qrAlt")}
                  className="size-44 bg-white"
                />
                <div>
                  <p className="text-sm font-semibold">{t("enrol.secret")}</p>
                  <code className="break-all font-mono text-sm" dir="ltr" data-testid="totp-secret">
                    {loaderData.enrolment.secret}
                  </code>
                </div>
              </div>
            )}
            {actionData?.error && (
              <div className="mb-4">
                <FormAlert tone="error">{t("signIn.errors.invalidCode")}</FormAlert>
              </div>
            )}
            <Form method="post" className="space-y-4">
              <TextField label={t("signIn.code")} name="code" autoComplete="one-time-code" required />
              <Button type="submit">{t("enrol.confirm")}</Button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
