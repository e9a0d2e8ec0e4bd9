/**
 * The SMS verification dialog (account spec §2.6, §4.5): the phone step, then the code step with its
 * HH:MM:SS countdown; once the countdown ends a reset block starts over. Every button posts to the page's
 * own action (intent sms-send, sms-verify, sms-reset, sms-close), so it also works before scripts load.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Form, useNavigation, useSubmit } from "react-router";
import { ModalDialog } from "@dukkan/ui/dialog";
import { PhoneNumberField } from "./contact-fields";
import { useSecondsLeft } from "./countdown";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { formatCountdown } from "./sms-status";
import type { SmsDialogState } from "./sms.server";

/** The spec's SMS loading flag clears this long after a response. */
const LOADING_LINGER_MS = 1000;

function useSmsLoading(): boolean {
  const submitting = useNavigation().state !== "idle";
  const [lingering, setLingering] = useState(false);
  // A submission that ends keeps the flag on a little longer; a new one while it lingers restarts the wait.
  const [wasSubmitting, setWasSubmitting] = useState(submitting);
  if (submitting !== wasSubmitting) {
    setWasSubmitting(submitting);
    if (!submitting) setLingering(true);
  }
  useEffect(() => {
    if (submitting || !lingering) return undefined;
    const timer = setTimeout(() => setLingering(false), LOADING_LINGER_MS);
    return () => clearTimeout(timer);
  }, [submitting, lingering]);
  return submitting || lingering;
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="me-2 inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
    />
  );
}

const CLOSE_CLASS =
  "inline-flex w-full items-center justify-center rounded-full border border-ink-200 px-6 py-3 text-base font-semibold text-ink-800 transition hover:border-brand-300 hover:text-brand-700";

function CodeStep({ dialog, serverNow, loading }: { dialog: SmsDialogState; serverNow: number; loading: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const seconds = useSecondsLeft(dialog.endsAt, serverNow);
  const [code, setCode] = useState("");
  const ended = seconds === 0;
  // Scripts keep the submit disabled until the code is six digits; without them the server checks it.
  const invalid = hydrated && !/^\d{6}$/.test(code.trim());
  return (
    <>
      <Form method="post" noValidate className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="sms-verify" />
        <p className="text-sm text-ink-700">
          {t("smsVerification.codeSentTo")}{" "}
          <bdi dir="ltr" className="font-semibold">
            +{dialog.phoneNumber}
          </bdi>
        </p>
        <TextField
          label={t("smsVerification.code")}
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          required
          onChange={(event) => setCode(event.currentTarget.value)}
          error={dialog.fieldError ? t(dialog.fieldError) : undefined}
        />
        <p className="text-sm text-ink-700" aria-live={ended ? "polite" : "off"}>
          {t("smsVerification.expiresIn")}{" "}
          <time dir="ltr" className="font-mono font-semibold tabular-nums" dateTime={`PT${seconds}S`}>
            {formatCountdown(seconds * 1000)}
          </time>
        </p>
        <Button type="submit" disabled={loading || invalid} className="w-full">
          {loading ? <Spinner /> : null}
          {t("smsVerification.verify")}
        </Button>
      </Form>
      {ended ? (
        <Form method="post" className="mt-4 rounded-2xl border border-ink-200 bg-ink-50 p-4">
          <input type="hidden" name="intent" value="sms-reset" />
          <p className="text-sm text-ink-800">{t("smsVerification.expired")}</p>
          <button
            type="submit"
            className="mt-3 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t("smsVerification.reset")}
          </button>
        </Form>
      ) : null}
    </>
  );
}

function PhoneStep({ dialog, loading }: { dialog: SmsDialogState; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" noValidate className="mt-5 space-y-4">
      <input type="hidden" name="intent" value="sms-send" />
      <PhoneNumberField
        label={t("smsVerification.phoneNumber")}
        hint={t("registerForm.phoneHint")}
        defaultValue={dialog.phoneNumber}
        error={dialog.fieldError ? t(dialog.fieldError) : undefined}
      />
      <Button type="submit" disabled={loading} className="w-full">
        {loading ? <Spinner /> : null}
        {t("smsVerification.sendCode")}
      </Button>
    </Form>
  );
}

export function SmsDialog({ dialog, serverNow }: { dialog: SmsDialogState; serverNow: number }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const loading = useSmsLoading();
  return (
    <ModalDialog title={t("smsVerification.title")} onClose={() => submit({ intent: "sms-close" }, { method: "post" })}>
      <p className="mt-2 text-sm text-ink-600">{t("smsVerification.intro")}</p>
      {dialog.message ? <FormAlert tone={dialog.message.tone}>{t(dialog.message.key)}</FormAlert> : null}
      {dialog.step === "smsCode" ? (
        <CodeStep
          key={`${dialog.phoneNumber}-${dialog.endsAt ?? 0}`}
          dialog={dialog}
          serverNow={serverNow}
          loading={loading}
        />
      ) : (
        <PhoneStep dialog={dialog} loading={loading} />
      )}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="sms-close" />
        <button type="submit" className={CLOSE_CLASS}>
          {t("smsVerification.close")}
        </button>
      </Form>
    </ModalDialog>
  );
}
