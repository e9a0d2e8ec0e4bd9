/**
 * Registration's API calls (account spec §4.4, §7): check-register, sign-up and the newsletter subscription.
 */
import type { Language } from "@dukkan/i18n";
import { z } from "zod";
import { occFetch, OccRequestError } from "../occ/occ-client.server";

const CheckRegisterResult = z.object({
  reason: z.string().optional(),
  emailIsExist: z.boolean(),
  phoneIsExist: z.boolean(),
});
export type CheckRegisterResult = z.infer<typeof CheckRegisterResult>;

/**
 * Whether the e-mail or phone number is already registered: userId 'anonymous' at registration, 'current'
 * (with the customer's token) on the profile page, where the customer's own number does not count.
 */
export async function checkRegister(
  query: { email?: string; phoneNumber?: string },
  language: Language,
  accessToken?: string,
): Promise<CheckRegisterResult> {
  const userId = accessToken ? "current" : "anonymous";
  return CheckRegisterResult.parse(
    await occFetch<unknown>(`users/${userId}/checkRegister`, {
      lang: language,
      query,
      ...(accessToken ? { accessToken } : {}),
    }),
  );
}

export type Registration = {
  titleCode?: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  password: string;
};

export type RegisterOutcome =
  | { outcome: "ok" }
  | { outcome: "fieldError"; field: "email" | "phoneNumber"; key: "formErrors.mailExist" | "formErrors.phoneExist" }
  | { outcome: "error"; message: string };

/** Creates the account (the API e-mails the activation link in the page's language). */
export async function register(registration: Registration, language: Language): Promise<RegisterOutcome> {
  try {
    await occFetch<unknown>("users", {
      method: "POST",
      lang: language,
      body: {
        uid: registration.email.toLowerCase(),
        password: registration.password,
        firstName: registration.firstName,
        lastName: registration.lastName,
        phoneNumber: registration.phoneNumber,
        ...(registration.titleCode ? { titleCode: registration.titleCode } : {}),
      },
    });
    return { outcome: "ok" };
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    const reason = error.errors[0]?.reason;
    if (reason === "mailExist") return { outcome: "fieldError", field: "email", key: "formErrors.mailExist" };
    if (reason === "phoneExist") return { outcome: "fieldError", field: "phoneNumber", key: "formErrors.phoneExist" };
    return { outcome: "error", message: error.message };
  }
}

/** Subscribes the address to the newsletter; a failure is logged, never shown: the account exists either way. */
export async function subscribeToNewsletter(email: string, language: Language): Promise<void> {
  try {
    await occFetch<unknown>("emails/addEmailSubscription", { method: "POST", lang: language, body: { email } });
  } catch (error) {
    console.error("The newsletter subscription after registration failed", error);
  }
}
