/**
 * /{lang}/login (spec §2.2): the Login tab — e-mail and password sign-in, the one-time-code sign-in (same
 * fields, a second button), the login/register box and the social login block. The forms post to this
 * route's action, so they work before the page's scripts load; the tokens end up in the sealed session
 * cookie only.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login-route";
import { i18nFor } from "../i18n/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { useLayoutData } from "../layout/language-layout";
import { privatePageMeta } from "../seo/page-meta";
import { getSession, sessionHeaders } from "../session/session.server";
import { AccountTabs } from "./account-tabs";
import { isSignedIn, pathAfterSignIn, signIn } from "./auth.server";
import { AccountCard } from "./account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { PasswordField, TextField } from "@dukkan/ui/field";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import {
  failureFromQuery,
  failureQuery,
  LOGIN_FAILURE_RELOAD_MS,
  NEED_CREDENTIALS,
  readLoginForm,
  type LoginFailure,
  type LoginFieldErrors,
} from "./login-form";
import {
  INVALID_TOKEN_ID,
  RATE_LIMIT_WAIT_SECONDS,
  requestLoginCode,
  RESEND_WAIT_SECONDS,
} from "./one-time-code.server";
import { keepPending } from "./pending.server";
import { PASSWORD_RESET_DONE } from "./reset-password-form";
import { takeCheckoutReturn } from "../checkout/checkout-return.server";
import { socialSignInOptions } from "../social/social-sign-in.server";
import { checkoutLoginPath, SocialLoginBlock } from "./social-login-block";
import { requireLanguage } from "../i18n/route-language";
import { SITE_POSITION_FIELD, sitePositionTarget } from "../layout/site-position";
import { SitePositionField } from "../layout/site-position-field";

type ActionData = { email: string; fieldErrors?: LoginFieldErrors; failure?: LoginFailure };

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  // The login page is for signed-out shoppers only.
  if (isSignedIn(await getSession(request))) throw redirect(`/${params.lang}/`);
  const query = new URL(request.url).searchParams;
  return {
    title: i18nFor(params.lang).t("loginForm.title"),
    forced: query.get("forced") === "true",
    // The social login block's provider buttons (app/social/).
    social: socialSignInOptions(request),
    passwordReset: query.has(PASSWORD_RESET_DONE),
    needCredentials: query.has(NEED_CREDENTIALS),
    // The failure shown again after the page reloaded itself (spec §4.1).
    reloadedFailure: failureFromQuery(query),
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  assertSameOrigin(request);
  const posted = await readFormData(request);
  const form = readLoginForm(posted);
  if (!form.ok) return data<ActionData>({ email: form.email, fieldErrors: form.fieldErrors }, { status: 400 });
  const session = await getSession(request);
  // Signing in from the checkout's login (forced=true) goes back to the checkout page saved by its guard.
  const forced = new URL(request.url).searchParams.get("forced") === "true";
  // The last page visited (spec §3 site position), where signing in leads; kept with a one-time-code sign-in.
  const sitePosition = sitePositionTarget(posted.get(SITE_POSITION_FIELD), language);

  if (posted.get("intent") === "otp") {
    const now = Date.now();
    const codeRequest = await requestLoginCode(form.email, form.password, language);
    if (codeRequest.outcome === "failed" && codeRequest.errorStatus !== 400) {
      const failure: LoginFailure =
        codeRequest.errorStatus === 403 ? { outcome: "disabled" } : { outcome: "badCredentials" };
      return data<ActionData>({ email: form.email, failure }, { status: 400 });
    }
    // The verify screen gets the credentials (to resend) and the token; a 400 is the rate-limited state.
    keepPending(session, "otp", {
      loginId: form.email.toLowerCase(),
      password: form.password,
      ...(forced ? { toCheckout: "true" } : {}),
      ...(sitePosition ? { sitePosition } : {}),
      ...(codeRequest.outcome === "sent"
        ? { tokenId: codeRequest.tokenId, resendAt: String(now + RESEND_WAIT_SECONDS * 1000), sentAt: String(now) }
        : { tokenId: INVALID_TOKEN_ID, resendAt: String(now + RATE_LIMIT_WAIT_SECONDS * 1000), rateLimited: "true" }),
    });
    return redirect(`/${language}/login/verify-token`, {
      headers: await sessionHeaders(session),
    });
  }

  const result = await signIn(session, form.email, form.password, language);
  if (result.outcome !== "ok") {
    return data<ActionData>(
      { email: form.email, failure: result },
      { status: result.outcome === "rateLimited" ? 429 : 400 },
    );
  }
  return redirect(
    forced ? takeCheckoutReturn(session, language) : pathAfterSignIn(result.profile, language, session, sitePosition),
    { headers: await sessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = privatePageMeta;

function failureMessage(failure: LoginFailure, t: (key: string, options?: { count: number }) => string) {
  switch (failure.outcome) {
    case "disabled":
      return t("loginForm.userDisabled");
    case "rateLimited":
      return t("loginForm.tooManyAttempts", { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
    default:
      return t("loginForm.badCredentials");
  }
}

/** After a failed sign-in the page reloads itself after 2 s (spec §4.1, §8), still showing why. */
function useReloadAfterFailure(failure: LoginFailure | undefined) {
  useEffect(() => {
    if (!failure) return undefined;
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      for (const [name, value] of Object.entries(failureQuery(failure))) url.searchParams.set(name, value);
      window.location.replace(url.toString());
    }, LOGIN_FAILURE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [failure]);
}

export default function LoginPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const { forced } = loaderData;
  // After the activation link (spec §4.3) the layout's notice says so; the form starts with that e-mail.
  const activatedEmail = useLayoutData()?.notice?.email;
  const formRef = useRef<HTMLFormElement>(null);
  useReloadAfterFailure(result?.failure);
  // After a failed attempt the password is cleared and the e-mail kept (its default is what was sent).
  useEffect(() => {
    if (result) formRef.current?.reset();
  }, [result]);
  const fieldError = (key: keyof LoginFieldErrors) => {
    const error = result?.fieldErrors?.[key];
    return error ? t(error) : undefined;
  };
  const failure = result?.failure ?? (result ? undefined : loaderData.reloadedFailure);
  const search = forced ? "?forced=true" : "";

  return (
    <AccountCard title={loaderData.title} intro={t("loginForm.intro")}>
      <AccountTabs selected="login" search={search}>
        {failure ? (
          <FormAlert tone="error">{failureMessage(failure, t)}</FormAlert>
        ) : loaderData.needCredentials ? (
          <FormAlert tone="error">{t("verificationTokenForm.needInputCredentials")}</FormAlert>
        ) : loaderData.passwordReset ? (
          <FormAlert tone="success">{t("loginForm.passwordResetSuccess")}</FormAlert>
        ) : null}
        <Form ref={formRef} method="post" noValidate className="mt-6 space-y-5" aria-busy={busy}>
          <SitePositionField />
          <TextField
            label={t("loginForm.emailAddress")}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            required
            disabled={busy}
            defaultValue={result?.email ?? activatedEmail}
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
          <Button type="submit" name="intent" value="login" disabled={busy} className="w-full">
            {busy ? t("loginForm.signingIn") : t("loginForm.signIn")}
          </Button>
          <Button type="submit" name="intent" value="otp" disabled={busy} variant="secondary" className="w-full">
            {t("loginForm.oneTimeCode")}
          </Button>
        </Form>
        <section aria-labelledby="login-register-box" className="mt-8 rounded-2xl bg-ink-50 p-5 text-center">
          <h2 id="login-register-box" className="text-base font-semibold text-ink-900">
            {t("loginForm.dontHaveAccount")}
          </h2>
          <LinkButton
            to={forced ? checkoutLoginPath(params.lang) : `/${params.lang}/register`}
            variant="secondary"
            className="w-full mt-3 bg-white"
          >
            {forced ? t("loginForm.guestCheckout") : t("loginForm.register")}
          </LinkButton>
        </section>
        {/* From checkout the box above is the guest checkout: the social block adds no second one. */}
        <SocialLoginBlock mode="login" forced={forced} pageOffersGuestCheckout />
      </AccountTabs>
    </AccountCard>
  );
}
