/**
 * OCC consent shapes (account spec §2.10, §3 Consent template; SAP OCC `consenttemplates` and `consents`). A
 * template is something the shop asks the customer to agree to; `currentConsent` is the customer's latest answer
 * to its current version: given on `consentGivenDate`, and withdrawn when `consentWithdrawnDate` is set.
 */
import { z } from "zod";

export * from "./consents-constants";

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
