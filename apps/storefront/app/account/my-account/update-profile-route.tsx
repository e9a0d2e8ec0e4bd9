/**
 * /{lang}/my-account/update-profile (account spec §2.5, §4.7): first name, last name, phone number and
 * TRN. A changed phone number must not be registered already and is verified in the SMS dialog before the
 * profile is saved. Customers signed in without a phone number are sent here (§4.1).
 */
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/update-profile-route";
import { loadProfile, signOut } from "../auth.server";
import { NameFields, PhoneNumberField } from "../contact-fields";
import { AccountCard } from "../account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { TextField } from "@dukkan/ui/field";
import { text } from "../login-form";
import { dropPending } from "../pending.server";
import { checkRegister } from "../registration.server";
import { SmsDialog } from "../sms-dialog";
import { isSmsIntent, openSmsDialog, runSmsIntent, type SmsStepResult } from "../sms-flow.server";
import type { SmsDialogState } from "../sms.server";
import { occFetch, OccRequestError } from "../../occ/occ-client.server";
import { privatePageMeta } from "../../seo/page-meta";
import { commitSession, destroySession, sessionHeaders, type Session } from "../../session/session.server";
import { profileUpdateError, readProfileForm, type ProfileFieldErrors, type ProfileValues } from "./profile-form";
import { loadAccountPage, readAccountForm } from "./account-page.server";

/** The query parameter of the page shown again after a successful save. */
const UPDATED = "updated";

type ActionData = {
  values?: ProfileValues;
  fieldErrors?: ProfileFieldErrors;
  error?: { key: "redemption.invalidNumber" | "updateProfileForm.sessionExpired" } | { message: string };
  phoneCheckFailed?: string;
  sms?: SmsDialogState;
  now: number;
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, searchParams, t }) => {
    const profile = await loadProfile(context.accessToken, language);
    return {
      title: t("updateProfileForm.title"),
      profile: {
        titleCode: profile.titleCode ?? "",
        firstName: profile.firstName ?? "",
        lastName: profile.lastName ?? "",
        phoneNumber: profile.phoneNumber ?? "",
        trn: profile.trn ?? "",
      } satisfies ProfileValues,
      customerId: profile.customerId ?? "",
      missingPhone: !profile.phoneNumber,
      updated: searchParams.has(UPDATED),
    };
  });

function answer(body: Omit<ActionData, "now">, status = 200, headers?: HeadersInit) {
  return data<ActionData>({ ...body, now: Date.now() }, { status, ...(headers ? { headers } : {}) });
}

/** Saves the profile; the page is shown again with the confirmation (post/redirect/get). */
async function save(session: Session, accessToken: string, values: ProfileValues, language: Language) {
  try {
    const updated = await occFetch<{ name: string; phoneNumber?: string }>("users/current", {
      method: "PATCH",
      lang: language,
      accessToken,
      body: values,
    });
    dropPending(session);
    session.set("profile", { name: updated.name });
    session.set("hasPhoneNumber", Boolean(updated.phoneNumber));
    return redirect(`/${language}/my-account/update-profile?${UPDATED}`, {
      headers: await sessionHeaders(session),
    });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    dropPending(session);
    return answer({ values, error: profileUpdateError(error.message) }, 400, {
      "Set-Cookie": await commitSession(session),
    });
  }
}

function pendingValues(fields: Record<string, string>): ProfileValues {
  return {
    titleCode: fields.titleCode ?? "",
    firstName: fields.firstName ?? "",
    lastName: fields.lastName ?? "",
    phoneNumber: fields.phoneNumber ?? "",
    trn: fields.trn ?? "",
  };
}

async function afterSms(session: Session, accessToken: string, step: SmsStepResult, language: Language) {
  // Spec §2.6: closing the SMS dialog resets the user, i.e. signs out.
  if (step.kind === "closed") {
    await signOut(session);
    return redirect(`/${language}/login`, { headers: { "Set-Cookie": await destroySession() } });
  }
  if (step.kind === "expired") return answer({ error: { key: "updateProfileForm.sessionExpired" } }, 400);
  const values = pendingValues(step.fields);
  if (step.outcome.verified) return save(session, accessToken, values, language);
  return answer({ values, sms: step.outcome.dialog }, 200, await sessionHeaders(session));
}

export async function action(args: Route.ActionArgs) {
  const {
    language,
    session,
    context: { accessToken },
    form,
  } = await readAccountForm(args);
  const intent = text(form, "intent");
  if (isSmsIntent(intent)) {
    const step = await runSmsIntent(session, "profile", "PROFILE", intent, form, language);
    return afterSms(session, accessToken, step, language);
  }

  const submitted = readProfileForm(form);
  if (!submitted.ok) return answer({ values: submitted.values, fieldErrors: submitted.fieldErrors }, 400);
  const { values } = submitted;
  const current = await loadProfile(accessToken, language);
  if (values.phoneNumber === current.phoneNumber) return save(session, accessToken, values, language);

  // §4.7: a changed number must be free, then verified by SMS, before the profile is updated.
  try {
    const check = await checkRegister({ phoneNumber: values.phoneNumber }, language, accessToken);
    if (check.phoneIsExist) return answer({ values, fieldErrors: { phoneNumber: "formErrors.phoneExist" } }, 400);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    return answer({ values, phoneCheckFailed: error.message }, 400);
  }
  const step = await openSmsDialog(session, "profile", "PROFILE", { ...values }, language);
  return afterSms(session, accessToken, step, language);
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function UpdateProfilePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const values = result?.values ?? loaderData.profile;
  const fieldError = (key: keyof ProfileFieldErrors) => {
    const error = result?.fieldErrors?.[key];
    return error ? t(error) : undefined;
  };
  const formKey = result ? `${result.now}` : "loaded";

  return (
    <AccountCard title={loaderData.title} intro={t("updateProfileForm.intro")} wide>
      {result?.error ? (
        <FormAlert tone="error">{"key" in result.error ? t(result.error.key) : result.error.message}</FormAlert>
      ) : result?.phoneCheckFailed ? (
        <FormAlert tone="error">
          {t("updateProfileForm.phoneCheckFailed", { error: result.phoneCheckFailed })}
        </FormAlert>
      ) : loaderData.updated && !result ? (
        <FormAlert tone="success">{t("updateProfileForm.profileUpdateSuccess")}</FormAlert>
      ) : loaderData.missingPhone ? (
        <FormAlert tone="info">{t("validation.missingPhoneNumber")}</FormAlert>
      ) : null}
      <Form key={formKey} method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2" aria-busy={busy}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="customerId" value={loaderData.customerId} />
        <input type="hidden" name="titleCode" value={values.titleCode} />
        <NameFields values={values} errors={{ firstName: fieldError("firstName"), lastName: fieldError("lastName") }} />
        <PhoneNumberField
          label={t("registerForm.phoneNumber")}
          hint={t("updateProfileForm.phoneHint")}
          defaultValue={values.phoneNumber}
          error={fieldError("phoneNumber")}
        />
        <TextField
          label={t("updateProfileForm.trn")}
          name="trn"
          inputMode="numeric"
          dir="ltr"
          hint={t("updateProfileForm.trnHint")}
          defaultValue={values.trn}
          error={fieldError("trn")}
        />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          {/* Spec §2.5: Cancel goes to myAccount. */}
          <LinkButton to={`/${params.lang}/my-account`} variant="secondary" className="w-full sm:w-40">
            {t("updateProfileForm.cancel")}
          </LinkButton>
          <Button type="submit" disabled={busy} className="w-full sm:w-40">
            {busy ? t("updateProfileForm.saving") : t("updateProfileForm.save")}
          </Button>
        </div>
      </Form>
      {result?.sms ? <SmsDialog dialog={result.sms} serverNow={result.now} /> : null}
    </AccountCard>
  );
}
