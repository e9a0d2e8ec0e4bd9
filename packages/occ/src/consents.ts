/**
 * OCC consent shapes (account spec §2.10, §3 Consent template; SAP OCC `consenttemplates` and `consents`). A
 * template is something the shop asks the customer to agree to; `currentConsent` is the customer's latest answer
 * to its current version: given on `consentGivenDate`, and withdrawn when `consentWithdrawnDate` is set.
 */
import { z } from "zod";

/** The shop's consent templates. The registration's terms are required: recorded once, never withdrawn. */
export const CONSENT_TEMPLATE_IDS = {
  marketingEmail: "MARKETING_EMAIL",
  smsOffers: "SMS_OFFERS",
  personalisedRecommendations: "PERSONALISED_RECOMMENDATIONS",
  termsAndConditions: "TERMS_AND_CONDITIONS",
} as const;

export const Consent = z.object({
  code: z.string(),
  consentGivenDate: z.string(),
  consentWithdrawnDate: z.string().optional(),
});
export type Consent = z.infer<typeof Consent>;

export const ConsentTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  /** A required consent is given by taking part (the registration's terms) and cannot be withdrawn. */
  required: z.boolean(),
  currentConsent: Consent.optional(),
});
export type ConsentTemplate = z.infer<typeof ConsentTemplate>;

export const ConsentTemplateList = z.object({ consentTemplates: z.array(ConsentTemplate) });
export type ConsentTemplateList = z.infer<typeof ConsentTemplateList>;

/** Whether the customer has the consent now (given, and not withdrawn since). */
export const isConsentGiven = (template: Pick<ConsentTemplate, "currentConsent">): boolean =>
  Boolean(template.currentConsent && !template.currentConsent.consentWithdrawnDate);
