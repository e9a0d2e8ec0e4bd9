/**
 * The secrets sent to customers: 6-digit codes (crypto.randomInt, uniformly distributed) and 256-bit link
 * tokens. Only their HMAC is stored, keyed with TOKEN_SECRET, so a copy of the table cannot be replayed.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** A random URL-safe string: link tokens (256 bits) and verification token ids (128 bits). */
export function newRandomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export class SecretHasher {
  constructor(private readonly key: string) {}

  hash(secret: string): string {
    return createHmac("sha256", this.key).update(secret).digest("hex");
  }

  matches(secret: string, hash: string): boolean {
    const given = Buffer.from(this.hash(secret));
    const expected = Buffer.from(hash);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
