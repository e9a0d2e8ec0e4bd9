/**
 * Customer passwords: argon2id hashes (OWASP's 19 MiB / 2 passes / 1 lane profile) and the password rule of
 * the account spec §5 (`@dukkan/occ/rules`, which the storefront's forms check too).
 */
import { PASSWORD_RULE, passwordProblems } from "@dukkan/occ/rules";
import argon2 from "argon2";
import { z } from "zod";

const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const PASSWORD_RULE_MESSAGE = `The password needs at least ${PASSWORD_RULE.minLength} characters, one uppercase letter, one digit and one special character`;

/** A new password as the §5 rule requires (cxInvalidPassword on the storefront); too long has its own message. */
export const NewPassword = z
  .string()
  .max(PASSWORD_RULE.maxLength, `The password may have at most ${PASSWORD_RULE.maxLength} characters`)
  .refine((password) => passwordProblems(password).every((problem) => problem === "tooLong"), {
    message: PASSWORD_RULE_MESSAGE,
  })
  .describe(PASSWORD_RULE_MESSAGE);

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** A hash of a random password, verified against when the account does not exist so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; with no hash it still spends the same time and answers false. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
