/**
 * The signed-in customer's consents through the API (`users/current/consenttemplates`, `…/consents`, account spec
 * §2.10, §7), and what a submitted consent form asks to change.
 */
import type { Language } from "@dukkan/i18n";
import { ConsentTemplateList, isConsentGiven, type ConsentTemplate } from "@dukkan/occ/consents";
import { occFetch } from "../occ/occ-client.server";

type Call = { accessToken: string; lang: Language };

export async function fetchConsentTemplates({ accessToken, lang }: Call): Promise<ConsentTemplate[]> {
  const list = await occFetch<unknown>("users/current/consenttemplates", { lang, accessToken });
  return ConsentTemplateList.parse(list).consentTemplates;
}

/** Gives a consent; with the version the customer saw, so a reworded template is not agreed to unseen. */
export async function giveConsent(
  { accessToken, lang }: Call,
  template: Pick<ConsentTemplate, "id"> & { version?: number },
) {
  await occFetch("users/current/consents", {
    method: "POST",
    lang,
    accessToken,
    query: { consentTemplateId: template.id, consentTemplateVersion: template.version },
  });
}

export async function withdrawConsent({ accessToken, lang }: Call, code: string) {
  await occFetch(`users/current/consents/${encodeURIComponent(code)}`, { method: "DELETE", lang, accessToken });
}

export type ConsentChange = { give: ConsentTemplate[]; withdraw: string[] };

/**
 * The gives and withdrawals that make the customer's consents what they chose: the ticked boxes ('Save'), every
 * box ('Select all') or none ('Clear all'). Required consents are never changed here (spec §5).
 */
export function consentChanges(
  templates: ConsentTemplate[],
  choice: { intent: "selectAll" | "clearAll" } | { intent: "save"; ticked: string[] },
): ConsentChange {
  const change: ConsentChange = { give: [], withdraw: [] };
  for (const template of templates) {
    if (template.required) continue;
    const wanted = choice.intent === "save" ? choice.ticked.includes(template.id) : choice.intent === "selectAll";
    const given = isConsentGiven(template);
    if (wanted && !given) change.give.push(template);
    if (!wanted && given) change.withdraw.push(template.currentConsent!.code);
  }
  return change;
}
