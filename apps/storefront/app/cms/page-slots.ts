/**
 * A CMS page's slots. Header and footer components sit in slots every page shares; a page's own content
 * is in its other slots (Section1…, MiddleContent, …).
 */
import type { Component, Page } from "@dukkan/occ";

const SHARED_SLOT_POSITIONS = [
  "SiteLogo",
  "NavigationBar",
  "SearchBox",
  "HeaderLinks",
  "TopHeaderSlot",
  "Footer",
  "FooterContact",
  "SocialMedia",
  "Newsletter",
  "SupportBanner",
  "Copyright",
] as const;

const shared = new Set<string>(SHARED_SLOT_POSITIONS);

/** The components placed in the slot at `position`, in order. */
export function slotComponents(page: Page, position: string): Component[] {
  return page.contentSlots.contentSlot.find((slot) => slot.position === position)?.components.component ?? [];
}

/** The page's own components, slot by slot in natural position order (Section2 before Section10). */
export function bodyComponents(page: Page): Component[] {
  return page.contentSlots.contentSlot
    .filter((slot) => !shared.has(slot.position))
    .sort((a, b) => a.position.localeCompare(b.position, "en", { numeric: true }))
    .flatMap((slot) => slot.components.component);
}
