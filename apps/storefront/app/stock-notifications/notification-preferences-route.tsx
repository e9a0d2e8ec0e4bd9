/**
 * /{lang}/my-account/notification-preference (account spec §2.9, §4.7): a title, a message, one checkbox
 * per visible channel (its label and the channel's value, e.g. the e-mail address) and a note. Toggling a
 * checkbox flips that channel (saved at once with scripts; with a Save button before they load). The
 * update sends the full list of channels, as the API expects.
 */
import type { NotificationPreferenceList } from "@dukkan/occ";
import { NOTIFICATION_CHANNELS } from "@dukkan/occ/constants";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/notification-preferences-route";
import { AccountCard } from "../account/account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { occFetch, OccRequestError } from "../occ/occ-client.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { PREFERENCES_PATH } from "./stock-notification.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

type ActionData = { saved: true } | { saved: false; message: string };

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, t }) => {
    const { preferences } = await occFetch<NotificationPreferenceList>(PREFERENCES_PATH, {
      lang: language,
      accessToken: context.accessToken,
    });
    return {
      title: t("notificationPreference.title"),
      preferences: preferences.filter((preference) => preference.visible),
    };
  });

export async function action(args: Route.ActionArgs) {
  const { language, session, context, form } = await readAccountForm(args);
  const enabled = new Set(form.getAll("enabled").map(String));
  const headers = await sessionHeaders(session);
  try {
    await occFetch(PREFERENCES_PATH, {
      lang: language,
      accessToken: context.accessToken,
      method: "PATCH",
      body: { preferences: NOTIFICATION_CHANNELS.map((channel) => ({ channel, enabled: enabled.has(channel) })) },
    });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    return data<ActionData>({ saved: false, message: error.message }, { status: 400, headers });
  }
  return data<ActionData>({ saved: true }, { headers });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function NotificationPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  return (
    <AccountCard title={loaderData.title} intro={t("notificationPreference.message")}>
      <Form method="post" className="mt-6 flex flex-col gap-4" onChange={(event) => submit(event.currentTarget)}>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{loaderData.title}</legend>
          {loaderData.preferences.map((preference) => (
            <label
              key={preference.channel}
              className="flex items-center gap-3 rounded-xl border border-ink-200 px-4 py-3 has-[:checked]:border-brand-400"
            >
              <input
                type="checkbox"
                name="enabled"
                value={preference.channel}
                defaultChecked={preference.enabled}
                className="size-5 accent-brand-700"
              />
              <span className="font-medium text-ink-900">
                {t(`stockNotification.channel.${preference.channel}`)}
                {preference.value ? (
                  <>
                    {" "}
                    <bdi dir="ltr" className="font-normal text-ink-600">
                      {preference.value}
                    </bdi>
                  </>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-ink-600">{t("notificationPreference.note")}</p>
        {/* With scripts every toggle is saved at once; before they load, this button saves. */}
        {hydrated ? null : (
          <Button type="submit" className="w-full" disabled={busy}>
            {t("notificationPreference.save")}
          </Button>
        )}
      </Form>
      {result?.saved ? <FormAlert tone="success">{t("notificationPreference.saved")}</FormAlert> : null}
      {result && !result.saved ? <FormAlert tone="error">{t("notificationPreference.failed")}</FormAlert> : null}
    </AccountCard>
  );
}
