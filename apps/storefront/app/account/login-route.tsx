/**
 * /{lang}/login (spec §2.2): e-mail and password sign-in. The form posts to this route's action, so it
 * works before the page's scripts load; the tokens end up in the sealed session cookie only.
 */
import { isLanguage } from "@dukkan/i18n";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login-route";
import { i18nFor } from "../i18n/i18n";
import { assertSameOrigin } from "../security/csrf.server";
import { metaFor } from "../seo/page-meta";
import { commitSession, getSession } from "../session/session.server";
import { activateAccount } from "./activation.server";
import { isSignedIn, signIn, type SignInResult } from "./auth.server";
import { AccountCard, FormAlert, PasswordField, SUBMIT_CLASS, TextField } from "./form-fields";
import { readLoginForm, type LoginFieldErrors } from "./login-form";
import { PASSWORD_RESET_DONE } from "./reset-password-form";

type FailedSignIn = Exclude<SignInResult, { outcome: "ok" }>;
type ActionData = { email: string; fieldErrors?: LoginFieldErrors; failure?: FailedSignIn };

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  // The login page is for signed-out shoppers only.
  if (isSignedIn(await getSession(request))) throw redirect(`/${params.lang}/`);
  const query = new URL(request.url).searchParams;
  const registerToken = query.get("registerToken");
  return {
    title: i18nFor(params.lang).t("loginForm.title"),
    passwordReset: query.has(PASSWORD_RESET_DONE),
    // The activation link e-mailed at registration lands here (spec §4.3).
    activation: registerToken === null ? undefined : await activateAccount(registerToken, params.lang),
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  if (!isLanguage(language)) throw data(null, { status: 404 });
  assertSameOrigin(request);
  const form = readLoginForm(await request.formData());
  if (!form.ok) return data<ActionData>({ email: form.email, fieldErrors: form.fieldErrors }, { status: 400 });

  const session = await getSession(request);
  const result = await signIn(session, form.email, form.password, language);
  if (result.outcome !== "ok") {
    return data<ActionData>(
      { email: form.email, failure: result },
      { status: result.outcome === "rateLimited" ? 429 : 400 },
    );
  }
  // Spec §4.1 sends a customer without a phone number to /my-account/update-profile; that page does
  // not exist yet, so every customer goes home until it lands.
  return redirect(`/${language}/`, { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

function failureMessage(failure: FailedSignIn, t: (key: string, options?: { count: number }) => string): string {
  switch (failure.outcome) {
    case "disabled":
      return t("loginForm.userDisabled");
    case "rateLimited":
      return t("loginForm.tooManyAttempts", { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
    default:
      return t("loginForm.badCredentials");
  }
}

export default function LoginPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const { activation } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed attempt the password is cleared and the e-mail kept (its default is what was sent).
  useEffect(() => {
    if (result) formRef.current?.reset();
  }, [result]);
  const fieldError = (key: keyof LoginFieldErrors) => {
    const error = result?.fieldErrors?.[key];
    return error ? t(error) : undefined;
  };

  return (
    <AccountCard title={loaderData.title} intro={t("loginForm.intro")}>
      {result?.failure ? (
        <FormAlert tone="error">{failureMessage(result.failure, t)}</FormAlert>
      ) : activation ? (
        <FormAlert tone={activation.tone}>{"key" in activation ? t(activation.key) : activation.message}</FormAlert>
      ) : loaderData.passwordReset ? (
        <FormAlert tone="success">{t("loginForm.passwordResetSuccess")}</FormAlert>
      ) : null}
      <Form ref={formRef} method="post" noValidate className="mt-6 space-y-5" aria-busy={busy}>
        <TextField
          label={t("loginForm.emailAddress")}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          required
          disabled={busy}
          defaultValue={result?.email ?? (activation && "uid" in activation ? activation.uid : undefined)}
          error={fieldError("email")}
        />
        <div>
          <PasswordField
            label={t("loginForm.password")}
            name="password"
            autoComplete="current-password"
            required
            disabled={busy}
            error={fieldError("password")}
          />
          <Link
            to={`/${params.lang}/login/forgot-password`}
            className="mt-2 inline-block rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("loginForm.forgotPassword")}
          </Link>
        </div>
        <button type="submit" disabled={busy} className={SUBMIT_CLASS}>
          {busy ? t("loginForm.signingIn") : t("loginForm.signIn")}
        </button>
      </Form>
    </AccountCard>
  );
}
