/**
 * The e-mails and SMS of the account flows, in the customer's language (texts: `@dukkan/i18n/api`). Plain text:
 * every mail client shows it, links stay clickable, and no HTML needs escaping.
 */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { signed } from "../notifications/email.js";

export interface MessageText {
  subject: string;
  text: string;
}

export function activationEmail(language: Language, firstName: string, link: string, validHours: number): MessageText {
  return {
    subject: apiText(language, "accountEmail.activation.subject"),
    text: signed(language, apiText(language, "accountEmail.activation.text", { firstName, link, validHours })),
  };
}

export function loginCodeEmail(language: Language, firstName: string, code: string, validMinutes: number): MessageText {
  return {
    subject: apiText(language, "accountEmail.loginCode.subject", { code }),
    text: signed(language, apiText(language, "accountEmail.loginCode.text", { firstName, code, validMinutes })),
  };
}

export function passwordResetEmail(
  language: Language,
  firstName: string,
  link: string,
  validMinutes: number,
): MessageText {
  return {
    subject: apiText(language, "accountEmail.passwordReset.subject"),
    text: signed(language, apiText(language, "accountEmail.passwordReset.text", { firstName, link, validMinutes })),
  };
}

export function smsCodeText(language: Language, code: string, validMinutes: number): string {
  return apiText(language, "accountEmail.smsCode", { code, validMinutes });
}

export function emailChangeEmail(
  language: Language,
  firstName: string,
  newEmail: string,
  link: string,
  validHours: number,
): MessageText {
  return {
    subject: apiText(language, "accountEmail.emailChange.subject"),
    text: signed(
      language,
      apiText(language, "accountEmail.emailChange.text", { firstName, newEmail, link, validHours }),
    ),
  };
}

/** To the old address once the change took effect: if the customer did not make it, they learn of it here. */
export function emailChangedNotice(language: Language, firstName: string, newEmail: string): MessageText {
  return {
    subject: apiText(language, "accountEmail.emailChanged.subject"),
    text: signed(language, apiText(language, "accountEmail.emailChanged.text", { firstName, newEmail })),
  };
}
