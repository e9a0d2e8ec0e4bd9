/**
 * TOTP secrets at rest (decision 0044): unlike a password the server must read them back, so they are encrypted,
 * not hashed, with AES-256-GCM under a key derived from TOKEN_SECRET (HKDF-SHA256, its own label, so the key is
 * never the one that signs tokens). Stored as `v1.<iv>.<ciphertext>.<tag>` in base64url; a copy of the table
 * without TOKEN_SECRET reveals no secret. A value the current key cannot open reads as undefined.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(tokenSecret: string) {
    this.key = Buffer.from(hkdfSync("sha256", tokenSecret, "dukkan", "staff-totp-secret-v1", 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  open(stored: string): string | undefined {
    const [version, iv, sealed, tag] = stored.split(".");
    if (version !== VERSION || !iv || !sealed || !tag) return undefined;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return undefined;
    }
  }
}
