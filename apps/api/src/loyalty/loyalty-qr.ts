/**
 * The member QR code of the loyalty page (account spec §2.12; issue 21). It encodes a signed, expiring token that
 * names the member: a cashier's device sends the scanned token to the staff verifier, which checks the signature
 * (HMAC-SHA256 under a key derived from TOKEN_SECRET) and the expiry before it names the customer. Nothing secret
 * is in the token; altering any character breaks the signature.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import QRCode from "qrcode";

/** How long a shown code can be scanned: long enough to queue at a till, short enough that a photo goes stale. */
export const LOYALTY_QR_VALID_SECONDS = 15 * 60;
const VERSION = "lq1";

export interface LoyaltyQrClaims {
  memberNumber: string;
  expiresAt: Date;
}

export class LoyaltyQrCodes {
  private readonly key: Buffer;

  constructor(tokenSecret: string) {
    // A key of its own, so a QR token can never be mistaken for (or help forge) any other token of the API.
    this.key = createHmac("sha256", tokenSecret).update("loyalty-qr-code").digest();
  }

  /** A token for the member, valid from `now` for LOYALTY_QR_VALID_SECONDS. */
  issue(memberNumber: string, now: Date): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now.getTime() + LOYALTY_QR_VALID_SECONDS * 1000);
    const body = `${VERSION}.${Buffer.from(memberNumber, "utf8").toString("base64url")}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return { token: `${body}.${this.sign(body)}`, expiresAt };
  }

  /** The token's claims, or why it is refused (altered, malformed, expired). */
  verify(token: string, now: Date): LoyaltyQrClaims | { refused: string } {
    const parts = token.split(".");
    if (parts.length !== 4 || parts[0] !== VERSION) return { refused: "The code is not a Dukkan member code." };
    const body = parts.slice(0, 3).join(".");
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(parts[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { refused: "The code has been altered." };
    }
    const expiresAt = new Date(Number(parts[2]) * 1000);
    if (!(expiresAt > now)) return { refused: "The code has expired; ask the customer to open it again." };
    return { memberNumber: Buffer.from(parts[1]!, "base64url").toString("utf8"), expiresAt };
  }

  /** The QR code of a token as a base64 PNG (no data: prefix), as the account page shows it. */
  async image(token: string): Promise<string> {
    const png = await QRCode.toBuffer(token, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 280 });
    return png.toString("base64");
  }

  private sign(body: string): string {
    return createHmac("sha256", this.key).update(body).digest("base64url");
  }
}
