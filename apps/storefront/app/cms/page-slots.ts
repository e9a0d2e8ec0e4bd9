import type { Component, Page } from "@dukkan/occ";

/** The components placed in a page's slot at `position` (e.g. Section1), in order. */
export function slotComponents(page: Page, position: string): Component[] {
  return page.contentSlots.contentSlot.find((slot) => slot.position === position)?.components.component ?? [];
}

/** Every component of the page, slot by slot. */
export function allComponents(page: Page): Component[] {
  return page.contentSlots.contentSlot.flatMap((slot) => slot.components.component);
}

/** A string attribute of a component, or undefined when it is missing or empty. */
export function textAttribute(component: Component, name: string): string | undefined {
  const value = component[name];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A space- or comma-separated list attribute (OCC's productCodes, banners…) as an array. */
export function listAttribute(component: Component, name: string): string[] {
  const value = component[name];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : [];
}
