import type { Component } from "@dukkan/occ";
import { textAttribute } from "./attributes";

/** Spec §2.15: a sale shows only between dateStart and dateEnd; a missing date leaves that side open. */
export function isSaleRunning(component: Component, now: number): boolean {
  const start = Date.parse(textAttribute(component, "dateStart") ?? "");
  const end = Date.parse(textAttribute(component, "dateEnd") ?? "");
  return (Number.isNaN(start) || start <= now) && (Number.isNaN(end) || now < end);
}

/** Spec §2.3: the customizable sale page expires to the not-found page once its sale has ended. */
export const SALE_PAGE_UID = "CustomizableSalePage";

export function hasSaleEnded(component: Component, now: number): boolean {
  const end = Date.parse(textAttribute(component, "dateEnd") ?? "");
  return !Number.isNaN(end) && now >= end;
}
