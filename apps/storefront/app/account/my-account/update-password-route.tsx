/**
 * /{lang}/my-account/update-password (account spec §2.5, §5): the current password, the new one and its
 * confirmation. The API ends every other session of the customer; this one stays signed in. A customer who signs
 * in through a social provider has no password: the form is shown disabled with the reason.
 */
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/update-password-route";
import { AccountCard } from "../account-card";
import { loadProfile } from "../auth.server";
import { Button } from "@dukkan/ui/button";
import { PasswordField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { i18nFor } from "../../i18n/i18n";
import { requireLanguage } from "../../i18n/route-language";
import { occFetch, OccRequestError } from "../../occ/occ-client.server";
import { readFormData } from "../../security/form-data.server";
import { metaFor } from "../../seo/page-meta";
import { requireCustomer } from "../../session/require-customer.server";
import { sessionHeaders } from "../../session/session.server";
import { myAccountErrorKey, type MyAccountErrorKey } from "./email-change-form";
import { readPasswordChangeForm, type PasswordChangeErrors } from "./password-change-form";
import { signsInWithSocialAccount } from "./social-account";

/** The query parameter of the page shown again after a successful change. */
const CHANGED = "changed";

type ActionData = { fieldErrors?: PasswordChangeErrors; error?: { key: MyAccountErrorKey } | { text: string } };

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, accessToken } = await requireCustomer(request, params.lang);
  const profile = await loadProfile(accessToken, params.lang);
  const body = {
    title: i18nFor(params.lang).t("updatePasswordForm.title"),
    socialUser: signsInWithSocialAccount(profile.uid),
    changed: new URL(request.url).searchParams.has(CHANGED),
  };
  return data(body, { headers: await sessionHeaders(session) });
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  assertSameOrigin(request);
  const { session, accessToken } = await requireCustomer(request, language);
  const form = readPasswordChangeForm(await readFormData(request));
  if (!form.ok) return data<ActionData>({ fieldErrors: form.fieldErrors }, { status: 400 });
  try {
    await occFetch("users/current/password", {
      method: "PUT",
      lang: language,
      accessToken,
      query: { old: form.oldPassword, new: form.newPassword },
    });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    const first = error.errors[0];
    // Too many wrong passwords: the API's own words say how long to wait.
    const shown = error.status === 429 ? { text: error.message } : { key: myAccountErrorKey(first) };
    return data<ActionData>({ error: shown }, { status: error.status === 429 ? 429 : 400 });
  }
  return redirect(`/${language}/my-account/update-password?${CHANGED}`, { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

export default function UpdatePasswordPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const fieldError = (key: keyof PasswordChangeErrors) => {
    const error = result?.fieldErrors?.[key];
    return error ? t(error) : undefined;
  };
  return (
    <AccountCard title={loaderData.title} intro={t("updatePasswordForm.intro")}>
      {result?.error ? (
        <FormAlert tone="error">{"key" in result.error ? t(result.error.key) : result.error.text}</FormAlert>
      ) : loaderData.changed ? (
        <FormAlert tone="success">{t("updatePasswordForm.success")}</FormAlert>
      ) : loaderData.socialUser ? (
        <FormAlert tone="info">{t("updatePasswordForm.socialUser")}</FormAlert>
      ) : null}
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
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <LinkButton to={`/${params.lang}/my-account`} variant="secondary" className="w-full sm:w-40">
              {t("updatePasswordForm.cancel")}
            </LinkButton>
            <Button type="submit" className="w-full sm:w-40">
              {busy ? t("updatePasswordForm.saving") : t("updatePasswordForm.save")}
            </Button>
          </div>
        </fieldset>
      </Form>
    </AccountCard>
  );
}
