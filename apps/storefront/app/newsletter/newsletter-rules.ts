/**
 * The newsletter box's rules (spec §5): an address is accepted when it is non-space characters, '@',
 * non-space characters, '.', non-space characters; otherwise 'email.formatError' shows (in the footer
 * nothing happens) and nothing is sent.
 */
import type { Component } from "@dukkan/occ";
import { NEWSLETTER_EMAIL_PATTERN } from "@dukkan/occ/rules";
import { textAttribute } from "../cms/attributes";

export function isNewsletterEmail(value: unknown): value is string {
  return typeof value === "string" && NEWSLETTER_EMAIL_PATTERN.test(value);
}

/** Where a box sits: the footer keeps quiet about a wrongly typed address, the others say so. */
export const NEWSLETTER_PLACEMENTS = ["header", "footer", "cart", "page"] as const;
export type NewsletterPlacement = (typeof NEWSLETTER_PLACEMENTS)[number];

export function newsletterPlacement(value: unknown): NewsletterPlacement {
  return NEWSLETTER_PLACEMENTS.find((placement) => placement === value) ?? "page";
}

/** Whether a wrongly typed address shows 'email.formatError' in this box. */
export function showsFormatError(placement: NewsletterPlacement): boolean {
  return placement !== "footer";
}

/** The box's words from the CMS NewsletterComponent; each falls back to the storefront's own. */
export type NewsletterCopy = { title?: string; content?: string; placeholder?: string; buttonText?: string };

export function newsletterCopy(component: Component | undefined): NewsletterCopy {
  if (!component) return {};
  const copy: NewsletterCopy = {};
  for (const name of ["title", "content", "placeholder", "buttonText"] as const) {
    const value = textAttribute(component, name);
    if (value) copy[name] = value;
  }
  return copy;
}

/** What the subscribe action answers a script (and what its page shows before scripts run). */
export type NewsletterActionData =
  | { ok: true; redirectTo?: string }
  | { ok: false; reason: "formatError"; redirectTo?: string }
  | { ok: false; reason: "failed"; message: string; redirectTo?: string };
