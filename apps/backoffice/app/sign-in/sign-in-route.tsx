/**
 * Sign-in: e-mail and password, then (for a member with an authenticator app) the 6-digit code or a recovery
 * code. Plain forms posted to this route's action, so they work before scripts load. The challenge between the two
 * steps stays in the sealed session cookie.
 */
import { Button } from "@dukkan/ui/button";
import { PasswordField, TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "react-i18next";
import { Form, data, redirect, useNavigation } from "react-router";
import { resolveLanguage } from "@dukkan/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { isLocalPath } from "../session/require-staff.server";
import { commitSession, getSession } from "../session/session.server";
import { pageTitle } from "../i18n/page-title";
import { LanguageSwitch } from "../layout/language-switch";
import type { Route } from "./+types/sign-in-route";
import { codeStep, failureOf, isChallenge, passwordStep, signIn } from "./sign-in.server";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "signIn.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = resolveLanguage(params.lang);
  const session = await getSession(request);
  if (session.data.accessToken) throw redirect(`/${language}/`);
  const notice = session.data.notice;
  const challenge = session.data.challenge;
  const awaitingCode = challenge !== undefined && challenge.until > Date.now();
  if (notice) session.unset("notice");
  if (challenge && !awaitingCode) session.unset("challenge");
  const returnTo = new URL(request.url).searchParams.get("returnTo") ?? "";
  const headers = notice || (challenge && !awaitingCode) ? { "Set-Cookie": await commitSession(session) } : undefined;
  const step: "code" | "password" = awaitingCode ? "code" : "password";
  return data({ notice: notice ?? null, step, email: challenge?.email ?? "", returnTo }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const language = resolveLanguage(params.lang);
  const session = await getSession(request);
  const form = await request.formData();
  const returnTo = String(form.get("returnTo") ?? "");
  const destination = isLocalPath(returnTo) ? returnTo : `/${language}/`;
  const saved = async (to: string) => redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });

  if (form.get("intent") === "restart") {
    session.unset("challenge");
    return saved(`/${language}/sign-in`);
  }
  try {
    if (form.get("intent") === "code") {
      const challenge = session.data.challenge;
      const code = String(form.get("code") ?? "").replace(/\s+/g, "");
      if (!challenge || challenge.until <= Date.now()) {
        session.unset("challenge");
        return data(
          { error: "challengeExpired" as const },
          { headers: { "Set-Cookie": await commitSession(session) } },
        );
      }
      if (!code) return { error: "missing" as const };
      const token = await codeStep(challenge.value, code);
      signIn(session, token);
    } else {
      const email = String(form.get("email") ?? "").trim();
      const password = String(form.get("password") ?? "");
      if (!email || !password) return { error: "missing" as const };
      const answer = await passwordStep(email, password);
      if (isChallenge(answer)) {
        session.set("challenge", { value: answer.challenge, email, until: Date.now() + answer.expires_in * 1000 });
        return saved(`/${language}/sign-in${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`);
      }
      signIn(session, answer);
    }
  } catch (error) {
    return failureOf(error, form.get("intent") === "code" ? "code" : "password");
  }
  // A member who must still enrol a second factor is sent on to it by the first page the API refuses.
  return saved(destination);
}

export default function SignIn({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const failure = actionData && "error" in actionData ? actionData : undefined;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink-50 px-4">
      <div className="w-full max-w-md rounded-card bg-white p-8 shadow-card">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-semibold text-brand-700">{t("appName")}</p>
          <LanguageSwitch language={resolveLanguage(params.lang)} />
        </div>
        <h1 className="mt-1 mb-6 text-2xl font-bold">
          {loaderData.step === "code" ? t("signIn.codeTitle") : t("signIn.title")}
        </h1>
        <div className="mb-4 space-y-3" aria-live="polite">
          {loaderData.notice && <FormAlert tone="info">{t(`notices.${loaderData.notice}`)}</FormAlert>}
          {failure && (
            <FormAlert tone="error">
              {t(`signIn.errors.${failure.error}`, {
                minutes: "retryAfterMinutes" in failure ? failure.retryAfterMinutes : 1,
              })}
            </FormAlert>
          )}
        </div>
        {loaderData.step === "code" ? (
          <>
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="code" />
              <input type="hidden" name="returnTo" value={loaderData.returnTo} />
              <p className="text-sm text-ink-600">{t("signIn.codeHint", { email: loaderData.email })}</p>
              <TextField
                label={t("signIn.code")}
                name="code"
                autoComplete="one-time-code"
                inputMode="text"
                required
                autoFocus
              />
              <Button type="submit" className="w-full" disabled={submitting}>
                {t("signIn.verify")}
              </Button>
            </Form>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="restart" />
              <Button type="submit" variant="ghost" size="sm">
                {t("signIn.restart")}
              </Button>
            </Form>
          </>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="password" />
            <input type="hidden" name="returnTo" value={loaderData.returnTo} />
            <TextField label={t("signIn.email")} name="email" type="email" autoComplete="username" required />
            <PasswordField label={t("signIn.password")} name="password" autoComplete="current-password" required />
            <Button type="submit" className="w-full" disabled={submitting}>
              {t("signIn.submit")}
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
