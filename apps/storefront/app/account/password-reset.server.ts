/** Password recovery at the API (spec §2.4): the e-mailed reset link, then the new password. */
import type { Language } from "@dukkan/i18n";
import { occFetch, OccRequestError } from "../occ/occ-client.server";

/** Asks the API to e-mail a reset link. It answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string, language: Language): Promise<void> {
  await occFetch<void>("forgottenpasswordtokens", {
    method: "POST",
    lang: language,
    query: { userId: email.trim().toLowerCase() },
  });
}

/**
 * Sets the new password with the e-mailed token; every sign-in of the customer ends at the API.
 * 'invalidLink' when the token is unknown, used or expired.
 */
export async function resetPassword(
  token: string,
  newPassword: string,
  language: Language,
): Promise<"ok" | "invalidLink"> {
  try {
    await occFetch<void>("resetpassword", { method: "POST", lang: language, body: { token, newPassword } });
    return "ok";
  } catch (error) {
    if (error instanceof OccRequestError && error.status === 400 && error.errors[0]?.type === "InvalidTokenError") {
      return "invalidLink";
    }
    throw error;
  }
}
