/**
 * One-time-code sign-in's first step (account spec §2.2, §4.2): the API checks the e-mail and password and
 * e-mails a code; the answer's tokenId is what the code is exchanged with at the token endpoint.
 */
import type { Language } from "@dukkan/i18n";
import { z } from "zod";
import { occFetch, OccRequestError } from "../occ/occ-client.server";

/** The resend link stays disabled this long after a code was sent (§9). */
export const RESEND_WAIT_SECONDS = 60;
/** The rate-limited state's wait (§4.2, §9), after the API refused a code request with 400. */
export const RATE_LIMIT_WAIT_SECONDS = 300;
/** The tokenId the verify screen carries while rate limited (§4.2): no code can match it. */
export const INVALID_TOKEN_ID = "invalidTokenId";

const VerificationToken = z.object({ tokenId: z.string(), expiresIn: z.coerce.number() });

export type CodeRequest =
  | { outcome: "sent"; tokenId: string; expiresIn: number }
  /** The request failed; errorStatus 400 is the API's rate limit. */
  | { outcome: "failed"; errorStatus: number };

export async function requestLoginCode(loginId: string, password: string, language: Language): Promise<CodeRequest> {
  try {
    const token = VerificationToken.parse(
      await occFetch<unknown>("users/anonymous/verificationToken", {
        method: "POST",
        lang: language,
        body: { loginId: loginId.trim().toLowerCase(), password, purpose: "LOGIN" },
      }),
    );
    return { outcome: "sent", ...token };
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) return { outcome: "failed", errorStatus: error.status };
    throw error;
  }
}
