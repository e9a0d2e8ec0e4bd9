/**
 * Account activation (spec §4.3): the link e-mailed at registration opens /{lang}/login?registerToken=…,
 * and the token is sent to the API. The outcome is a message for the login page, or none at all for a
 * token that was already used (a second click, or a mail scanner that followed the link first).
 */
import type { Language } from "@dukkan/i18n";
import { z } from "zod";
import { occFetch, OccRequestError } from "../occ/occ-client.server";

export type ActivationOutcome =
  | { tone: "success"; key: "registerForm.createSuccess"; uid: string }
  | {
      tone: "error";
      key: "registerForm.invalidActivateLink" | "registerResult.invalidToken" | "redemption.invalidNumber";
    }
  /** Another message of the API, shown as it is. */
  | { tone: "error"; message: string }
  | undefined;

const ActivationResult = z.object({
  uid: z.string().optional(),
  errors: z.array(z.object({ message: z.string().optional(), type: z.string().optional() })).optional(),
});

function messageOutcome(message: string): ActivationOutcome {
  if (message === "The token has been already used") return undefined;
  if (message === "Invalid token") return { tone: "error", key: "registerResult.invalidToken" };
  if (message.includes("Mobile No. is duplicate.")) return { tone: "error", key: "redemption.invalidNumber" };
  return { tone: "error", message };
}

export async function activateAccount(rawToken: string, language: Language): Promise<ActivationOutcome> {
  const token = rawToken.replace(/\s+/g, "");
  if (!token) return { tone: "error", key: "registerForm.invalidActivateLink" };
  try {
    const result = ActivationResult.parse(
      await occFetch<unknown>(`users/anonymous/token/${encodeURIComponent(token)}`, {
        method: "POST",
        lang: language,
        body: {},
      }),
    );
    if (result.uid) return { tone: "success", key: "registerForm.createSuccess", uid: result.uid };
    const error = result.errors?.[0];
    return messageOutcome(error?.message || error?.type || "");
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) return messageOutcome(error.message);
    throw error;
  }
}
