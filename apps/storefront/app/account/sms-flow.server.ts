/**
 * The SMS dialog's steps inside a page's action (registration, profile): the page keeps its pending form
 * in the session with the phone number and the countdown's end; each dialog intent moves it on.
 */
import type { Language } from "@dukkan/i18n";
import type { Session } from "../session/session.server";
import { text } from "./login-form";
import { keepPending, readPending, type PendingKind } from "./pending.server";
import { phoneError } from "./register-form";
import type { SmsPage } from "./sms-status";
import { sendSmsCode, startSmsVerification, verifySmsCode, type SmsOutcome } from "./sms.server";

export const SMS_INTENTS = ["sms-send", "sms-verify", "sms-reset", "sms-close"] as const;
export type SmsIntent = (typeof SMS_INTENTS)[number];

export function isSmsIntent(intent: string): intent is SmsIntent {
  return (SMS_INTENTS as readonly string[]).includes(intent);
}

export type SmsStepResult =
  | { kind: "outcome"; outcome: SmsOutcome; fields: Record<string, string> }
  /** The dialog was closed: the pending form is gone (its fields are handed back to the page). */
  | { kind: "closed"; fields?: Record<string, string> }
  /** Nothing pending any more (it expired): the shopper starts again. */
  | { kind: "expired" };

/** Remembers where the dialog stands, so the next intent knows the number and the countdown. */
function remember(session: Session, kind: PendingKind, fields: Record<string, string>, outcome: SmsOutcome) {
  if (outcome.verified) return;
  const { phoneNumber, endsAt } = outcome.dialog;
  keepPending(session, kind, { ...fields, phoneNumber, endsAt: endsAt === undefined ? "" : String(endsAt) });
}

/** Opens the dialog for a form just submitted (its fields become the pending form). */
export async function openSmsDialog(
  session: Session,
  kind: PendingKind,
  page: SmsPage,
  fields: Record<string, string> & { phoneNumber: string },
  language: Language,
): Promise<SmsStepResult> {
  const outcome = await startSmsVerification(fields.phoneNumber, page, language);
  keepPending(session, kind, fields);
  remember(session, kind, fields, outcome);
  return { kind: "outcome", outcome, fields };
}

/** Runs one of the dialog's own intents. */
export async function runSmsIntent(
  session: Session,
  kind: PendingKind,
  page: SmsPage,
  intent: SmsIntent,
  form: FormData,
  language: Language,
): Promise<SmsStepResult> {
  const fields = readPending(session, kind);
  if (intent === "sms-close") {
    session.unset("pending");
    return fields ? { kind: "closed", fields } : { kind: "closed" };
  }
  if (!fields?.phoneNumber) return { kind: "expired" };
  let outcome: SmsOutcome;
  if (intent === "sms-reset") {
    outcome = { verified: false, dialog: { step: "phoneNumber", phoneNumber: fields.phoneNumber } };
  } else if (intent === "sms-send") {
    const phoneNumber = text(form, "phoneNumber").trim();
    const invalid = phoneError(phoneNumber);
    outcome = invalid
      ? { verified: false, dialog: { step: "phoneNumber", phoneNumber, fieldError: invalid } }
      : await sendSmsCode(phoneNumber, page, language);
  } else {
    const endsAt = fields.endsAt ? Number(fields.endsAt) : undefined;
    outcome = await verifySmsCode(fields.phoneNumber, page, text(form, "smsCode"), endsAt, language);
  }
  const next = outcome.verified ? fields : { ...fields, phoneNumber: outcome.dialog.phoneNumber };
  remember(session, kind, next, outcome);
  return { kind: "outcome", outcome, fields: next };
}
