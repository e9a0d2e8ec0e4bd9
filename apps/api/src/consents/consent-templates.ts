/**
 * The shop's consent templates, in the order the account page lists them. They live in code, not in a table: their
 * wording is the shop's policy, changed with a release (raise `version` when the meaning changes, so earlier consents
 * no longer count), and a restored backup must not meet rows a migration put in an empty database.
 */
import { CONSENT_TEMPLATE_IDS } from "@dukkan/occ/consents";

export interface ConsentTemplateDefinition {
  id: (typeof CONSENT_TEMPLATE_IDS)[keyof typeof CONSENT_TEMPLATE_IDS];
  version: number;
  /** Given by taking part (the registration's terms) and never withdrawn here. */
  required: boolean;
}

export const CONSENT_TEMPLATES: readonly ConsentTemplateDefinition[] = [
  { id: CONSENT_TEMPLATE_IDS.marketingEmail, version: 1, required: false },
  { id: CONSENT_TEMPLATE_IDS.smsOffers, version: 1, required: false },
  { id: CONSENT_TEMPLATE_IDS.personalisedRecommendations, version: 1, required: false },
  { id: CONSENT_TEMPLATE_IDS.termsAndConditions, version: 1, required: true },
];

export function consentTemplate(id: string): ConsentTemplateDefinition | undefined {
  return CONSENT_TEMPLATES.find((template) => template.id === id);
}
