/**
 * CMS content preview (shopping spec §2.1 `cx-preview`, decision 0070): staff make a signed, expiring link that opens
 * one content page in the storefront, draft or published.
 */
import { z } from "zod";

export const StaffCmsPageParams = z.object({
  pageId: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_.~-]+$/, "is not a valid CMS page id"),
});

export const StaffPreviewLinkRequest = z.object({
  /** The storefront language the link opens the page in. */
  language: z.enum(["en", "ar"]).default("en"),
});
export type StaffPreviewLinkRequest = z.input<typeof StaffPreviewLinkRequest>;

export const StaffPreviewLink = z.object({
  pageId: z.string(),
  /** Whether shoppers can see the page today (false: a draft only the link shows). */
  published: z.boolean(),
  /** The storefront's absolute preview URL: `{storefront}/{language}/cx-preview?pageId=…&expires=…&signature=…`. */
  url: z.string(),
  /** ISO 8601; the link answers 403 from then on. */
  expiresAt: z.string(),
});
export type StaffPreviewLink = z.infer<typeof StaffPreviewLink>;
