/**
 * /{lang}/login/verify-token (spec §2.2 verifyToken, §4.2): the one-time-code screen. The code e-mailed
 * to the shopper is exchanged for tokens; 'resend' asks for a new code once its 60 s countdown ends (300 s
 * in the rate-limited state); without the credentials from the login form it sends the shopper back.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify-token-route";
import { i18nFor } from "../i18n/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { privatePageMeta } from "../seo/page-meta";
import { getSession, sessionHeaders } from "../session/session.server";
import { AccountTabs } from "./account-tabs";
import { takeCheckoutReturn } from "../checkout/checkout-return.server";
import { isSignedIn, pathAfterSignIn, signInWithCode } from "./auth.server";
import { useSecondsLeft } from "./countdown";
import { AccountCard } from "./account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { buttonClass } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { NEED_CREDENTIALS, text } from "./login-form";
import {
  INVALID_TOKEN_ID,
  RATE_LIMIT_WAIT_SECONDS,
  requestLoginCode,
  RESEND_WAIT_SECONDS,
} from "./one-time-code.server";
import { keepPending, readPending } from "./pending.server";
import { requireLanguage } from "../i18n/route-language";
import { sitePositionTarget } from "../layout/site-position";

/** The 'code sent' confirmation shows this long (spec §8). */
const CONFIRMATION_MS = 10_000;

type ActionData =
  | { error: "formErrors.required" | "verificationTokenForm.invalidCode" | "loginForm.userDisabled" }
  | { error: "loginForm.tooManyAttempts"; minutes: number };

async function pendingOrBack(request: Request, language: string) {
  const session = await getSession(request);
  if (isSignedIn(session)) throw redirect(`/${language}/`);
  const pending = readPending(session, "otp");
  // Spec §2.2: missing credentials → 'verificationTokenForm.needInputCredentials' on /login.
  if (!pending?.loginId || !pending.password || !pending.tokenId) {
    throw redirect(`/${language}/login?${NEED_CREDENTIALS}`);
  }
  return { session, pending };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { pending } = await pendingOrBack(request, params.lang);
  const now = Date.now();
  return {
    title: i18nFor(params.lang).t("verificationTokenForm.title"),
    loginId: pending.loginId!,
    tokenId: pending.tokenId!,
    rateLimited: pending.rateLimited === "true",
    resendAt: Number(pending.resendAt),
    // The confirmation belongs to a code sent moments ago, not to a reload minutes later.
    justSent: pending.sentAt !== undefined && now - Number(pending.sentAt) < CONFIRMATION_MS,
    now,
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  assertSameOrigin(request);
  const { session, pending } = await pendingOrBack(request, language);
  const form = await readFormData(request);

  const here = `/${language}/login/verify-token`;
  if (form.get("intent") === "resend") {
    const now = Date.now();
    if (now < Number(pending.resendAt)) return redirect(here);
    const codeRequest = await requestLoginCode(pending.loginId!, pending.password!, language);
    keepPending(session, "otp", {
      loginId: pending.loginId!,
      password: pending.password!,
      ...(pending.toCheckout ? { toCheckout: pending.toCheckout } : {}),
      ...(pending.sitePosition ? { sitePosition: pending.sitePosition } : {}),
      ...(codeRequest.outcome === "sent"
        ? { tokenId: codeRequest.tokenId, resendAt: String(now + RESEND_WAIT_SECONDS * 1000), sentAt: String(now) }
        : { tokenId: INVALID_TOKEN_ID, resendAt: String(now + RATE_LIMIT_WAIT_SECONDS * 1000), rateLimited: "true" }),
    });
    return redirect(here, { headers: await sessionHeaders(session) });
  }

  const tokenCode = text(form, "tokenCode").trim();
  const tokenId = text(form, "tokenId") || pending.tokenId!;
  if (!tokenCode) return data<ActionData>({ error: "formErrors.required" }, { status: 400 });
  const result = await signInWithCode(session, tokenId, tokenCode, language);
  if (result.outcome === "ok") {
    // A code asked for on the checkout's login goes back to the saved checkout page.
    const destination =
      pending.toCheckout === "true"
        ? takeCheckoutReturn(session, language)
        : pathAfterSignIn(result.profile, language, session, sitePositionTarget(pending.sitePosition, language));
    return redirect(destination, {
      headers: await sessionHeaders(session),
    });
  }
  if (result.outcome === "rateLimited") {
    return data<ActionData>(
      { error: "loginForm.tooManyAttempts", minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) },
      { status: 429 },
    );
  }
  return data<ActionData>(
    { error: result.outcome === "disabled" ? "loginForm.userDisabled" : "verificationTokenForm.invalidCode" },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = privatePageMeta;

/** 'Didn't receive the code?': a dialog once scripts run, a disclosure before. */
function NoCodeHelp() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const lines = [
    t("verificationTokenForm.noCodeLine1"),
    t("verificationTokenForm.noCodeLine2"),
    t("verificationTokenForm.noCodeLine3"),
  ];
  const linkClass = "text-sm font-semibold text-brand-700 underline-offset-4 hover:underline";
  if (!hydrated) {
    return (
      <details className="text-sm text-ink-700">
        <summary className={`cursor-pointer ${linkClass}`}>{t("verificationTokenForm.noReceiveCode")}</summary>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <DialogTrigger>
      <Button className={`rounded-sm ${linkClass}`}>{t("verificationTokenForm.noReceiveCode")}</Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-ink-900/50 p-4">
        <Modal className="w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-xl font-bold text-ink-900">
                  {t("verificationTokenForm.noCodeTitle")}
                </Heading>
                <ul className="mt-4 list-disc space-y-2 ps-5 text-ink-700">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <Button onPress={close} className={buttonClass({ className: "w-full mt-6" })}>
                  {t("verificationTokenForm.close")}
                </Button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function useVisibleFor(milliseconds: number, shown: boolean): boolean {
  const [visible, setVisible] = useState(shown);
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    setVisible(shown);
  }
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setVisible(false), milliseconds);
    return () => clearTimeout(timer);
  }, [milliseconds, shown]);
  return visible;
}

export default function VerifyTokenPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const secondsToResend = useSecondsLeft(loaderData.resendAt, loaderData.now);
  const sentNotice = useVisibleFor(CONFIRMATION_MS, loaderData.justSent);
  const error =
    result && "minutes" in result ? t(result.error, { count: result.minutes }) : result ? t(result.error) : undefined;

  return (
    <AccountCard title={loaderData.title} intro={t("verificationTokenForm.intro")}>
      <AccountTabs selected="login">
        {loaderData.rateLimited && secondsToResend > 0 ? (
          <FormAlert tone="error">
            {t("register.rateLimitForRegistrationMessage", { count: secondsToResend })}
          </FormAlert>
        ) : sentNotice ? (
          <FormAlert tone="success">
            {t("verificationTokenForm.createVerificationToken", { target: loaderData.loginId })}
          </FormAlert>
        ) : null}
        <Form method="post" noValidate className="mt-6 space-y-5" aria-busy={busy}>
          <input type="hidden" name="tokenId" value={loaderData.tokenId} />
          <TextField
            label={t("verificationTokenForm.tokenCode")}
            name="tokenCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            required
            disabled={busy}
            error={error}
          />
          <button
            type="submit"
            name="intent"
            value="verify"
            disabled={busy}
            className={buttonClass({ className: "w-full" })}
          >
            {t("verificationTokenForm.verify")}
          </button>
        </Form>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="resend"
              disabled={secondsToResend > 0 || busy}
              className="text-sm font-semibold text-brand-700 underline-offset-4 enabled:hover:underline disabled:text-ink-400"
            >
              {secondsToResend > 0
                ? t("verificationTokenForm.resendIn", { count: secondsToResend })
                : t("verificationTokenForm.resend")}
            </button>
          </Form>
          <NoCodeHelp />
        </div>
        <LinkButton to={`/${params.lang}/login`} variant="secondary" className="w-full mt-6">
          {t("verificationTokenForm.back")}
        </LinkButton>
      </AccountTabs>
    </AccountCard>
  );
}
