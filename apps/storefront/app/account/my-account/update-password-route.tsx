/**
 * /{lang}/my-account/update-password (account spec §2.5, §5): the current password, the new one and its
 * confirmation. The API ends every other session of the customer; this one stays signed in. A customer who signs
 * in through a social provider has no password: the form is shown disabled with the reason.
 */
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/update-password-route";
import { AccountCard } from "../account-card";
import { loadProfile } from "../auth.server";
import { PasswordField } from "@dukkan/ui/field";
import { occFetch, OccRequestError } from "../../occ/occ-client.server";
import { privatePageMeta } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import { myAccountErrorKey } from "./email-change-form";
import { readPasswordChangeForm, type PasswordChangeErrors } from "./password-change-form";
import { type Refusal, refusalOf, SettingsFormAlert, SettingsFormButtons, useSettingsForm } from "./settings-form";
import { signsInWithSocialAccount } from "./social-account";
import { loadAccountPage, readAccountForm } from "./account-page.server";

/** The query parameter of the page shown again after a successful change. */
const CHANGED = "changed";

type ActionData = { fieldErrors?: PasswordChangeErrors; error?: Refusal };

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, searchParams, t }) => {
    const profile = await loadProfile(context.accessToken, language);
    return {
      title: t("updatePasswordForm.title"),
      socialUser: signsInWithSocialAccount(profile.uid),
      changed: searchParams.has(CHANGED),
    };
  });

export async function action(args: Route.ActionArgs) {
  const { language, session, context, form: posted } = await readAccountForm(args);
  const form = readPasswordChangeForm(posted);
  if (!form.ok) return data<ActionData>({ fieldErrors: form.fieldErrors }, { status: 400 });
  try {
    await occFetch("users/current/password", {
      method: "PUT",
      lang: language,
      accessToken: context.accessToken,
      query: { old: form.oldPassword, new: form.newPassword },
    });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    // Too many wrong passwords: the API's own words say how long to wait.
    const { refusal, status } = refusalOf(error, myAccountErrorKey(error.errors[0]));
    return data<ActionData>({ error: refusal }, { status });
  }
  return redirect(`/${language}/my-account/update-password?${CHANGED}`, { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function UpdatePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, result, fieldError } = useSettingsForm<ActionData>(actionData);
  return (
    <AccountCard title={loaderData.title} intro={t("updatePasswordForm.intro")}>
      <SettingsFormAlert
        refusal={result?.error}
        done={loaderData.changed ? t("updatePasswordForm.success") : undefined}
        socialUser={loaderData.socialUser}
        messages="updatePasswordForm"
      />
      <Form method="post" noValidate className="mt-6" aria-busy={busy} data-testid="update-password-form">
        {/* Spec §2.5: the whole form is disabled for social-login users. */}
        <fieldset disabled={loaderData.socialUser || busy} className="space-y-5">
          <PasswordField
            label={t("updatePasswordForm.oldPassword")}
            name="oldPassword"
            autoComplete="current-password"
            required
            error={fieldError("oldPassword")}
          />
          <PasswordField
            label={t("updatePasswordForm.newPassword")}
            name="newPassword"
            autoComplete="new-password"
            required
            hint={t("updatePasswordForm.hint")}
            error={fieldError("newPassword")}
          />
          <PasswordField
            label={t("updatePasswordForm.newPasswordConfirm")}
            name="newPasswordConfirm"
            autoComplete="new-password"
            required
            error={fieldError("newPasswordConfirm")}
          />
          <SettingsFormButtons messages="updatePasswordForm" busy={busy} />
        </fieldset>
      </Form>
    </AccountCard>
  );
}
