/**
 * /{lang}/my-account/consents (account spec §2.10, §5): one checkbox per consent template with its name,
 * description and the date it was given or withdrawn; 'Select all', 'Clear all' and 'Save choices' submit the one
 * form (so it works before scripts load), and the action gives or withdraws what changed. Required consents (the
 * registration's terms) are shown disabled.
 */
import type { Language } from "@dukkan/i18n";
import type { ConsentTemplate } from "@dukkan/occ/consents";
import { isConsentGiven } from "@dukkan/occ/consents-constants";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/consents-route";
import { AccountCard } from "../account/account-card";
import { Button } from "@dukkan/ui/button";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { FormAlert } from "@dukkan/ui/form-alert";
import { OccRequestError } from "../occ/occ-client.server";
import { formatOrderDate } from "../orders/order-display";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { consentChanges, fetchConsentTemplates, giveConsent, withdrawConsent } from "./consents.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

type ActionData = { error: string };

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, searchParams, t }) => ({
    title: t("consentManagementForm.title"),
    templates: await fetchConsentTemplates(context),
    saved: searchParams.has("saved"),
  }));

export async function action(args: Route.ActionArgs) {
  const { language, session, context, form } = await readAccountForm(args);
  const intent = form.get("intent");
  const headers = await sessionHeaders(session);
  try {
    // Read now, not from the page: another tab may have changed them since.
    const templates = await fetchConsentTemplates(context);
    const change = consentChanges(
      templates,
      intent === "selectAll" || intent === "clearAll"
        ? { intent }
        : { intent: "save", ticked: form.getAll("consent").map(String) },
    );
    for (const template of change.give) await giveConsent(context, template);
    for (const code of change.withdraw) await withdrawConsent(context, code);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    return data<ActionData>({ error: error.message }, { status: 400, headers });
  }
  return redirect(`/${language}/my-account/consents?saved`, { headers });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ConsentsPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const result = actionData as ActionData | undefined;
  const language = params.lang as Language;
  return (
    <AccountCard title={loaderData.title} intro={t("consentManagementForm.intro")} wide>
      {result?.error ? (
        <FormAlert tone="error">{result.error}</FormAlert>
      ) : loaderData.saved ? (
        <FormAlert tone="success">{t("consentManagementForm.saved")}</FormAlert>
      ) : null}
      {/* Forms of their own, so Enter in the consent form never means 'Select all'. */}
      <div className="mt-6 flex flex-wrap gap-3">
        {(["selectAll", "clearAll"] as const).map((intent) => (
          <Form key={intent} method="post">
            <input type="hidden" name="intent" value={intent} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              {t(`consentManagementForm.${intent}`)}
            </Button>
          </Form>
        ))}
      </div>
      {/* The key remounts the boxes after a save, so they show what was stored. */}
      <Form
        key={JSON.stringify(loaderData.templates)}
        method="post"
        className="mt-5 flex flex-col gap-5"
        data-testid="consent-form"
      >
        <input type="hidden" name="intent" value="save" />
        <ul className="flex flex-col gap-4">
          {loaderData.templates.map((template) => (
            <ConsentItem key={template.id} template={template} language={language} />
          ))}
        </ul>
        <Button type="submit" disabled={busy} className="w-full sm:w-56 sm:self-end">
          {t("consentManagementForm.save")}
        </Button>
      </Form>
    </AccountCard>
  );
}

function ConsentItem({ template, language }: { template: ConsentTemplate; language: Language }) {
  const { t } = useTranslation();
  const consent = template.currentConsent;
  const date = consent?.consentWithdrawnDate
    ? t("consentManagementForm.withdrawn", { date: formatOrderDate(consent.consentWithdrawnDate, language) })
    : consent
      ? t("consentManagementForm.given", { date: formatOrderDate(consent.consentGivenDate, language) })
      : null;
  return (
    <li className="rounded-2xl border border-ink-200 p-4" data-testid="consent" data-consent={template.id}>
      <CheckboxField
        name="consent"
        value={template.id}
        defaultChecked={isConsentGiven(template)}
        disabled={template.required}
      >
        <span className="font-semibold text-ink-900">{template.name}</span>
        {template.required ? (
          <span className="ms-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
            {t("consentManagementForm.required")}
          </span>
        ) : null}
        <span className="mt-1 block text-ink-700">{template.description}</span>
        {date ? (
          <span className="mt-1 block text-xs text-ink-600" data-testid="consent-date">
            {date}
          </span>
        ) : null}
      </CheckboxField>
    </li>
  );
}
