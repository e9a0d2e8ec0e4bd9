/**
 * Signed, expiring preview links for CMS content pages (shopping spec §2.1 `cx-preview`, decision 0070). Staff ask
 * the staff API for a link; whoever holds it can open that one page, draft or published, until it expires. The
 * signature is HMAC-SHA256 of the page id and the expiry under a key derived from TOKEN_SECRET, so a link cannot be
 * bent to another page or a later expiry, and it never names who made it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Long enough to pass a link to a colleague and look at it together; short enough that a leaked link goes stale. */
export const PREVIEW_LINK_VALID_SECONDS = 60 * 60;
const VERSION = "p1";

export interface PreviewLink {
  pageId: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
  expiresAt: Date;
}

export type PreviewCheck = { ok: true } | { ok: false; reason: "invalidSignature" | "expired" };

export class CmsPreviewLinks {
  private readonly key: Buffer;

  constructor(tokenSecret: string) {
    // A key of its own, so a preview signature can never be mistaken for (or help forge) any other token of the API.
    this.key = createHmac("sha256", tokenSecret).update("cms-preview-link").digest();
  }

  issue(pageId: string, now: Date): PreviewLink {
    const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + PREVIEW_LINK_VALID_SECONDS * 1000);
    const expires = expiresAt.getTime() / 1000;
    return { pageId, expires, signature: this.sign(pageId, expires), expiresAt };
  }

  /** The signature is checked before the expiry: an altered link says so even when its date has passed too. */
  verify(pageId: string, expires: number, signature: string, now: Date): PreviewCheck {
    const expected = Buffer.from(this.sign(pageId, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: "invalidSignature" };
    }
    if (!(expires * 1000 > now.getTime())) return { ok: false, reason: "expired" };
    return { ok: true };
  }

  private sign(pageId: string, expires: number): string {
    return createHmac("sha256", this.key).update(`${VERSION}\n${pageId}\n${expires}`).digest("base64url");
  }
}
