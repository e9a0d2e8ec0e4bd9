/**
 * The SMS verification dialog's server side (account spec §4.5): the API's smss/allowToSubmit, smss/submit
 * and smss/verify calls, and what each answer means for the dialog — its next step, its message and its
 * field error — or that the number is verified and the protected action may run.
 */
import type { Language } from "@dukkan/i18n";
import { SmsStatus } from "@dukkan/occ";
import { occFetch, OccRequestError } from "../occ/occ-client.server";
import {
  derivedStatusCode,
  SMS_EFFECTS,
  smsApiErrorCode,
  smsFieldError,
  smsMessage,
  type SmsFieldError,
  type SmsMessage,
  type SmsPage,
} from "./sms-status";

/** What the dialog shows; plain data, sent to the page by the route's action. */
export type SmsDialogState = {
  step: "phoneNumber" | "smsCode";
  phoneNumber: string;
  /** Epoch ms the sent code expires: the end of the HH:MM:SS countdown. */
  endsAt?: number;
  message?: SmsMessage;
  fieldError?: SmsFieldError | "formErrors.required" | "formErrors.invalidPhone";
};

export type SmsOutcome = { verified: true } | { verified: false; dialog: SmsDialogState };

type SmsCall = { status: SmsStatus } | { failure: SmsMessage };

async function callSms(
  step: "allowToSubmit" | "submit" | "verify",
  phoneNumber: string,
  page: SmsPage,
  language: Language,
  oneTimePassword?: string,
): Promise<SmsCall> {
  try {
    const answer = await occFetch<unknown>(`smss/${step}`, {
      method: "POST",
      lang: language,
      query: { phoneNumber, pageName: page, oneTimePassword },
    });
    return { status: SmsStatus.parse(answer) };
  } catch (error) {
    if (!(error instanceof OccRequestError)) throw error;
    // Too many code checks: the same words as any refused submission.
    if (error.status === 429) return { failure: smsMessage("SUBMISSION_NOT_ALLOW") };
    return { failure: smsMessage(smsApiErrorCode(error.message)) };
  }
}

const endOf = (status: SmsStatus) =>
  status.submissionExpiryDate ? Date.parse(status.submissionExpiryDate) : undefined;

const phoneStep = (phoneNumber: string, extra: Partial<SmsDialogState> = {}): SmsOutcome => ({
  verified: false,
  dialog: { step: "phoneNumber", phoneNumber, ...extra },
});

const codeStep = (phoneNumber: string, status: SmsStatus, message?: SmsMessage): SmsOutcome => ({
  verified: false,
  dialog: {
    step: "smsCode",
    phoneNumber,
    ...(endOf(status) !== undefined ? { endsAt: endOf(status) } : {}),
    ...(message ? { message } : {}),
    ...(smsFieldError(status.statusCode) ? { fieldError: smsFieldError(status.statusCode) } : {}),
  },
});

/** Sends a code to the number (the dialog's phone step, or a number with no live code). */
export async function sendSmsCode(phoneNumber: string, page: SmsPage, language: Language): Promise<SmsOutcome> {
  const call = await callSms("submit", phoneNumber, page, language);
  if ("failure" in call) return phoneStep(phoneNumber, { message: call.failure });
  const { statusCode } = call.status;
  if (statusCode === "SUBMISSION_OK") {
    return codeStep(phoneNumber, call.status, smsMessage(statusCode));
  }
  return phoneStep(phoneNumber, {
    message: smsMessage(statusCode),
    ...(smsFieldError(statusCode) ? { fieldError: smsFieldError(statusCode) } : {}),
  });
}

/**
 * Opens the dialog for a number (§4.5 flow): a number verified moments ago runs the protected action at
 * once; a live code keeps the number and asks for it; otherwise a code is sent.
 */
export async function startSmsVerification(
  phoneNumber: string,
  page: SmsPage,
  language: Language,
  now = Date.now(),
): Promise<SmsOutcome> {
  const call = await callSms("allowToSubmit", phoneNumber, page, language);
  if ("failure" in call) return phoneStep(phoneNumber, { message: call.failure });
  const code = derivedStatusCode(call.status, now);
  if (code === "VERIFY_VALID_OTP") return { verified: true };
  if (code === "ALLOW_TO_SUBMIT_EXSIT") return codeStep(phoneNumber, call.status, smsMessage(code));
  return sendSmsCode(phoneNumber, page, language);
}

/** Checks the code the shopper typed. */
export async function verifySmsCode(
  phoneNumber: string,
  page: SmsPage,
  code: string,
  endsAt: number | undefined,
  language: Language,
): Promise<SmsOutcome> {
  const codeStepAgain = (fieldError: SmsDialogState["fieldError"], message?: SmsMessage): SmsOutcome => ({
    verified: false,
    dialog: {
      step: "smsCode",
      phoneNumber,
      ...(endsAt !== undefined ? { endsAt } : {}),
      ...(fieldError ? { fieldError } : {}),
      ...(message ? { message } : {}),
    },
  });
  const typed = code.trim();
  if (!typed) return codeStepAgain("formErrors.required");
  if (!/^\d{6}$/.test(typed)) return codeStepAgain("formErrors.wrongOTP", smsMessage("VERIFY_WRONG_OTP"));
  const call = await callSms("verify", phoneNumber, page, language, typed);
  if ("failure" in call) return codeStepAgain(undefined, call.failure);
  const { statusCode } = call.status;
  if (statusCode === "VERIFY_VALID_OTP") return { verified: true };
  if (SMS_EFFECTS[statusCode].clears) return phoneStep(phoneNumber, { message: smsMessage(statusCode) });
  // A wrong code keeps the countdown; an expired one ends it, which offers the reset.
  return {
    verified: false,
    dialog: {
      step: "smsCode",
      phoneNumber,
      endsAt: statusCode === "VERIFY_EXPIRED_OTP" ? Date.now() : (endOf(call.status) ?? endsAt ?? Date.now()),
      message: smsMessage(statusCode),
      ...(smsFieldError(statusCode) ? { fieldError: smsFieldError(statusCode) } : {}),
    },
  };
}
