/**
 * /{lang}/register (account spec §2.3, §4.4): the Register tab. A valid form is checked (mailExist,
 * phoneExist), the phone number is verified in the SMS dialog, then the account is created, the
 * newsletter subscribed when ticked, and the 'verify your e-mail' modal opens; the e-mailed link
 * activates the account on the login page.
 */
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/register-route";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { privatePageMeta } from "../seo/page-meta";
import { getSession, sessionHeaders, type Session } from "../session/session.server";
import { ModalDialog } from "@dukkan/ui/dialog";
import { AccountTabs } from "./account-tabs";
import { NameFields, PhoneNumberField } from "./contact-fields";
import { isSignedIn } from "./auth.server";
import { AccountCard } from "./account-card";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { FormAlert } from "@dukkan/ui/form-alert";
import { PasswordField, TextField } from "@dukkan/ui/field";
import { SelectField } from "@dukkan/ui/select";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { text } from "./login-form";
import { dropPending } from "./pending.server";
import { TITLE_CODES } from "@dukkan/occ/rules";
import { readRegisterForm, type RegisterFieldErrors, type RegisterValues } from "./register-form";
import { checkRegister, register, subscribeToNewsletter } from "./registration.server";
import { SmsDialog } from "./sms-dialog";
import { isSmsIntent, openSmsDialog, runSmsIntent, type SmsStepResult } from "./sms-flow.server";
import type { SmsDialogState } from "./sms.server";
import { socialSignInOptions } from "../social/social-sign-in.server";
import { checkoutLoginPath, SocialLoginBlock } from "./social-login-block";
import { requireLanguage } from "../i18n/route-language";

type ActionData = {
  values?: RegisterValues;
  fieldErrors?: RegisterFieldErrors;
  /** A message of the API shown as it is (§8: errors[0].message or errors[0].type). */
  error?: string;
  errorKey?: "registerForm.sessionExpired";
  sms?: SmsDialogState;
  registered?: { email: string };
  now: number;
};

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  // Registration is for signed-out shoppers only (§6).
  if (isSignedIn(await getSession(request))) throw redirect(`/${params.lang}/`);
  return {
    title: i18nFor(params.lang).t("registerForm.title"),
    forced: new URL(request.url).searchParams.get("forced") === "true",
    // The social login block's provider buttons (app/social/).
    social: socialSignInOptions(request),
  };
}

/** The pending registration's form values (never the passwords), for the page behind the dialog. */
function valuesOf(fields: Record<string, string>): RegisterValues {
  return {
    titleCode: fields.titleCode ?? "",
    firstName: fields.firstName ?? "",
    lastName: fields.lastName ?? "",
    phoneNumber: fields.phoneNumber ?? "",
    email: fields.email ?? "",
    newsletter: fields.newsletter === "true",
    termsAndConditions: true,
  };
}

async function answer(session: Session, body: Omit<ActionData, "now">, status = 200) {
  return data<ActionData>({ ...body, now: Date.now() }, { status, headers: await sessionHeaders(session) });
}

/** After the SMS step: the dialog again, or — verified — the account is created. */
async function afterSms(session: Session, step: SmsStepResult, language: Language) {
  // Closing the dialog keeps what was typed (but the passwords) in the form behind it.
  if (step.kind === "closed") return answer(session, step.fields ? { values: valuesOf(step.fields) } : {});
  if (step.kind === "expired") return answer(session, { errorKey: "registerForm.sessionExpired" }, 400);
  const values = valuesOf(step.fields);
  if (!step.outcome.verified) return answer(session, { values, sms: step.outcome.dialog });
  const fields = step.fields;
  const created = await register(
    {
      ...(fields.titleCode ? { titleCode: fields.titleCode } : {}),
      firstName: fields.firstName!,
      lastName: fields.lastName!,
      phoneNumber: fields.phoneNumber!,
      email: fields.email!,
      password: fields.password!,
    },
    language,
  );
  dropPending(session);
  if (created.outcome === "fieldError") {
    return answer(session, { values, fieldErrors: { [created.field]: created.key } }, 400);
  }
  if (created.outcome === "error") return answer(session, { values, error: created.message }, 400);
  if (fields.newsletter === "true") await subscribeToNewsletter(fields.email!, language);
  return answer(session, { registered: { email: fields.email! } });
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  assertSameOrigin(request);
  const session = await getSession(request);
  if (isSignedIn(session)) throw redirect(`/${language}/`);
  const form = await readFormData(request);
  const intent = text(form, "intent");
  if (isSmsIntent(intent)) {
    return afterSms(session, await runSmsIntent(session, "register", "REGISTER", intent, form, language), language);
  }

  const submitted = readRegisterForm(form);
  if (!submitted.ok) return answer(session, { values: submitted.values, fieldErrors: submitted.fieldErrors }, 400);
  const { values, password } = submitted;
  try {
    const check = await checkRegister({ email: values.email.toLowerCase(), phoneNumber: values.phoneNumber }, language);
    if (check.reason) {
      const fieldErrors: RegisterFieldErrors = {};
      if (check.emailIsExist) fieldErrors.email = "formErrors.mailExist";
      if (check.phoneIsExist) fieldErrors.phoneNumber = "formErrors.phoneExist";
      return answer(session, { values, fieldErrors }, 400);
    }
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500)
      return answer(session, { values, error: error.message }, 400);
    throw error;
  }
  const step = await openSmsDialog(
    session,
    "register",
    "REGISTER",
    {
      titleCode: values.titleCode,
      firstName: values.firstName,
      lastName: values.lastName,
      phoneNumber: values.phoneNumber,
      email: values.email.toLowerCase(),
      password,
      newsletter: String(values.newsletter),
    },
    language,
  );
  return afterSms(session, step, language);
}

export const meta: Route.MetaFunction = privatePageMeta;

function EmailVerificationModal({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  return (
    <ModalDialog title={t("registerForm.emailVerification.title")} onClose={() => void navigate(`/${lang}/login`)}>
      <p className="mt-2 font-semibold text-ink-800">{t("registerForm.emailVerification.subtitle")}</p>
      {/* A long address breaks anywhere rather than widening the dialog past a phone's screen. */}
      <p className="mt-3 text-ink-700 [overflow-wrap:anywhere]">
        {t("registerForm.emailVerification.description", { email })}
      </p>
      <LinkButton to={`/${lang}/login`} className="w-full mt-6">
        {t("registerForm.emailVerification.ok")}
      </LinkButton>
    </ModalDialog>
  );
}

export default function RegisterPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const values = result?.values;
  const forced = loaderData.forced;
  const fieldError = (key: keyof RegisterFieldErrors) => {
    const error = result?.fieldErrors?.[key];
    return error ? t(error) : undefined;
  };
  const titles = [
    { value: "", label: t("registerForm.noTitle") },
    ...TITLE_CODES.map((code) => ({ value: code, label: t(`registerForm.titles.${code}`) })),
  ];
  // A new submit remounts the form, so the values the server sends back become its defaults.
  const formKey = result ? `${result.now}` : "initial";

  return (
    <AccountCard title={loaderData.title} intro={t("registerForm.intro")} wide>
      <AccountTabs selected="register" search={forced ? "?forced=true" : ""}>
        {result?.registered ? (
          <FormAlert tone="success">{t("registerForm.verifyEmail")}</FormAlert>
        ) : result?.error ? (
          <FormAlert tone="error">{result.error}</FormAlert>
        ) : result?.errorKey ? (
          <FormAlert tone="error">{t(result.errorKey)}</FormAlert>
        ) : null}
        <Form key={formKey} method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2" aria-busy={busy}>
          <input type="hidden" name="intent" value="register" />
          <div className="sm:col-span-2 sm:max-w-56">
            <SelectField
              label={t("registerForm.titleCode")}
              name="titleCode"
              options={titles}
              defaultValue={values?.titleCode ?? ""}
            />
          </div>
          <NameFields
            values={values}
            errors={{ firstName: fieldError("firstName"), lastName: fieldError("lastName") }}
          />
          <PhoneNumberField
            label={t("registerForm.phoneNumber")}
            hint={t("registerForm.phoneHint")}
            defaultValue={values?.phoneNumber}
            error={fieldError("phoneNumber")}
          />
          <TextField
            label={t("registerForm.emailAddress")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            required
            defaultValue={values?.email}
            error={fieldError("email")}
          />
          <PasswordField
            label={t("registerForm.password")}
            name="password"
            autoComplete="new-password"
            required
            hint={t("resetPassword.hint")}
            error={fieldError("password")}
          />
          <PasswordField
            label={t("registerForm.confirmPassword")}
            name="passwordconf"
            autoComplete="new-password"
            required
            error={fieldError("passwordconf")}
          />
          <div className="space-y-4 sm:col-span-2">
            <CheckboxField name="newsletter" defaultChecked={values?.newsletter ?? false}>
              {t("registerForm.newsletter")}
            </CheckboxField>
            <CheckboxField
              name="termsAndConditions"
              defaultChecked={values?.termsAndConditions ?? false}
              error={fieldError("termsAndConditions")}
            >
              {t("registerForm.acceptTerms")}{" "}
              <Link
                to={`/${params.lang}/termsAndConditions`}
                target="_blank"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {t("registerForm.termsAndConditions")}
              </Link>
            </CheckboxField>
          </div>
          <Button type="submit" disabled={busy} className="w-full sm:col-span-2">
            {busy ? t("registerForm.registering") : t("registerForm.register")}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm text-ink-700">
          {t("registerForm.haveAccount")}{" "}
          <Link
            to={`/${params.lang}/login${forced ? "?forced=true" : ""}`}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("registerForm.signIn")}
          </Link>
        </p>
        <SocialLoginBlock mode="register" forced={forced} />
        {forced ? null : (
          <p className="mt-3 text-center text-sm">
            <Link
              to={checkoutLoginPath(params.lang)}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t("registerForm.guestCheckout")}
            </Link>
          </p>
        )}
      </AccountTabs>
      {result?.sms ? <SmsDialog dialog={result.sms} serverNow={result.now} /> : null}
      {result?.registered ? <EmailVerificationModal email={result.registered.email} /> : null}
    </AccountCard>
  );
}
