/** The back-in-stock e-mail, in the customer's language (texts: `@dukkan/i18n/api`). Plain text like the account e-mails. */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { signed, type EmailMessage } from "../notifications/email.js";

export function backInStockEmail(
  to: string,
  language: Language,
  firstName: string,
  productName: string,
  link: string,
): EmailMessage {
  return {
    to,
    language,
    subject: apiText(language, "backInStockEmail.subject", { productName }),
    text: signed(language, apiText(language, "backInStockEmail.text", { firstName, productName, link })),
  };
}
