/** The zod-free constants and rules of consents, for the browser (./consents.ts has the shapes, re-exporting these). */
/** The shop's consent templates. The registration's terms are required: recorded once, never withdrawn. */
export const CONSENT_TEMPLATE_IDS = {
  marketingEmail: "MARKETING_EMAIL",
  smsOffers: "SMS_OFFERS",
  personalisedRecommendations: "PERSONALISED_RECOMMENDATIONS",
  termsAndConditions: "TERMS_AND_CONDITIONS",
} as const;

/** Whether the customer has the consent now (given, and not withdrawn since). */
export const isConsentGiven = (template: {
  currentConsent?: { consentWithdrawnDate?: string | undefined } | undefined;
}): boolean => Boolean(template.currentConsent && !template.currentConsent.consentWithdrawnDate);
