/**
 * /{lang}/my-account/update-email (account spec §2.5, §5, §8): the new e-mail twice and the password. The API checks
 * the password and mails a confirmation link to the new address; the e-mail changes only when that link is opened
 * (/{lang}/confirm-email). Refusals show myAccountError.{code}; error_phone_empty sends the customer to the profile
 * to add a phone number first. Social-login customers see the form disabled.
 */
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/update-email-route";
import { AccountCard } from "../account-card";
import { loadProfile } from "../auth.server";
import { PasswordField, TextField } from "@dukkan/ui/field";
import { occFetch, OccRequestError } from "../../occ/occ-client.server";
import { privatePageMeta } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import {
  myAccountErrorKey,
  readEmailChangeForm,
  type EmailChangeErrors,
  type EmailChangeValues,
} from "./email-change-form";
import { type Refusal, refusalOf, SettingsFormAlert, SettingsFormButtons, useSettingsForm } from "./settings-form";
import { signsInWithSocialAccount } from "./social-account";
import { loadAccountPage, readAccountForm } from "./account-page.server";

/** The query parameter naming the address the link went to, on the page shown after the request. */
const SENT_TO = "sentTo";

type ActionData = {
  values: EmailChangeValues;
  fieldErrors?: EmailChangeErrors;
  error?: Refusal;
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, searchParams, t }) => {
    const profile = await loadProfile(context.accessToken, language);
    return {
      title: t("updateEmailForm.title"),
      currentEmail: profile.email ?? profile.uid,
      socialUser: signsInWithSocialAccount(profile.uid),
      sentTo: searchParams.get(SENT_TO),
    };
  });

export async function action(args: Route.ActionArgs) {
  const { language, session, context, form: posted } = await readAccountForm(args);
  const form = readEmailChangeForm(posted);
  if (!form.ok) return data<ActionData>({ values: form.values, fieldErrors: form.fieldErrors }, { status: 400 });
  try {
    await occFetch("users/current/login", {
      method: "PUT",
      lang: language,
      accessToken: context.accessToken,
      query: { newLogin: form.newEmail, password: form.password },
    });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    const key = myAccountErrorKey(error.errors[0]);
    if (key === "myAccountError.error_phone_empty") {
      session.set("notice", { tone: "error", key });
      return redirect(`/${language}/my-account/update-profile`, { headers: await sessionHeaders(session) });
    }
    const { refusal, status } = refusalOf(error, key);
    return data<ActionData>({ values: form.values, error: refusal }, { status });
  }
  const sent = new URLSearchParams({ [SENT_TO]: form.newEmail });
  return redirect(`/${language}/my-account/update-email?${sent}`, { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function UpdateEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, result, fieldError } = useSettingsForm<ActionData>(actionData);
  return (
    <AccountCard title={loaderData.title} intro={t("updateEmailForm.intro")}>
      <SettingsFormAlert
        refusal={result?.error}
        done={loaderData.sentTo ? t("updateEmailForm.sent", { email: loaderData.sentTo }) : undefined}
        socialUser={loaderData.socialUser}
        messages="updateEmailForm"
      />
      <p className="mt-4 text-sm text-ink-700">
        {t("updateEmailForm.currentEmail")} <bdi className="font-semibold">{loaderData.currentEmail}</bdi>
      </p>
      <Form method="post" noValidate className="mt-4" aria-busy={busy} data-testid="update-email-form">
        <fieldset disabled={loaderData.socialUser || busy} className="space-y-5">
          <TextField
            label={t("updateEmailForm.newEmail")}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            defaultValue={result?.values.email}
            error={fieldError("email")}
          />
          <TextField
            label={t("updateEmailForm.confirmNewEmail")}
            name="confirmEmail"
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            defaultValue={result?.values.confirmEmail}
            error={fieldError("confirmEmail")}
          />
          <PasswordField
            label={t("updateEmailForm.password")}
            name="password"
            autoComplete="current-password"
            required
            error={fieldError("password")}
          />
          <SettingsFormButtons messages="updateEmailForm" busy={busy} />
        </fieldset>
      </Form>
    </AccountCard>
  );
}
