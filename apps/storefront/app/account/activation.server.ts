/**
 * Account activation (account spec §4.3). Any page URL may carry `registerToken` (the link e-mailed at
 * registration opens /{lang}/login?registerToken=…); the language layout hands it here before the page
 * loads. The outcome is a one-time notice for the next page and where to go: the login page after the
 * API answered, home for a bad link, a signed-in visitor or a failed request.
 */
import type { Language } from "@dukkan/i18n";
import { z } from "zod";
import { occFetch, OccRequestError } from "../occ/occ-client.server";
import type { Notice } from "../session/session.server";

export const REGISTER_TOKEN_PARAMETER = "registerToken";

export interface ActivationResult {
  /** Undefined for a token that was already used (a second click, or a mail scanner that followed the link first). */
  notice: Notice | undefined;
  destination: "login" | "home";
}

const ActivationResponse = z.object({
  uid: z.string().optional(),
  errors: z.array(z.object({ message: z.string().optional(), type: z.string().optional() })).optional(),
});

/** The spec's §8 mapping of the API's activation messages. */
function messageNotice(message: string, tone: Notice["tone"]): Notice | undefined {
  if (message === "The token has been already used") return undefined;
  if (message === "Invalid token") return { tone, key: "registerResult.invalidToken" };
  if (message.includes("Mobile No. is duplicate.")) return { tone, key: "redemption.invalidNumber" };
  return { tone, text: message };
}

export async function activateAccount(
  rawToken: string,
  { language, signedIn }: { language: Language; signedIn: boolean },
): Promise<ActivationResult> {
  if (signedIn) return { notice: { tone: "error", key: "registerForm.signInAlready" }, destination: "home" };
  const token = rawToken.replace(/\s+/g, "");
  if (!token) return { notice: { tone: "error", key: "registerForm.invalidActivateLink" }, destination: "home" };
  try {
    const result = ActivationResponse.parse(
      await occFetch<unknown>(`users/anonymous/token/${encodeURIComponent(token)}`, {
        method: "POST",
        lang: language,
        body: {},
      }),
    );
    if (result.uid) {
      return {
        notice: { tone: "success", key: "registerForm.createSuccess", email: result.uid },
        destination: "login",
      };
    }
    const error = result.errors?.[0];
    return { notice: messageNotice(error?.message || error?.type || "", "info"), destination: "login" };
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) {
      return { notice: messageNotice(error.message, "error"), destination: "home" };
    }
    throw error;
  }
}
