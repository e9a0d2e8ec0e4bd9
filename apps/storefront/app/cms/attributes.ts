/** Reading OCC component attributes, which arrive as loosely typed JSON. */
import type { Component } from "@dukkan/occ";

/** A string attribute, or undefined when it is missing or blank. */
export function textAttribute(component: Component, name: string): string | undefined {
  const value = component[name];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A list attribute stored as uids or codes separated by spaces (OCC style), as an array. */
export function listAttribute(component: Component, name: string): string[] {
  const value = component[name];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? value.split(/\s+/).filter(Boolean) : [];
}

export type Media = { url: string; altText?: string };

/** A media attribute: `{ url, altText }`. */
export function mediaAttribute(component: Component, name: string): Media | undefined {
  const value = component[name];
  if (typeof value !== "object" || value === null) return undefined;
  const { url, altText } = value as { url?: unknown; altText?: unknown };
  if (typeof url !== "string" || url === "") return undefined;
  return { url, ...(typeof altText === "string" ? { altText } : {}) };
}

/** A nested link attribute such as `listLinkComponent: { url }`. */
export function nestedUrlAttribute(component: Component, name: string): string | undefined {
  const value = component[name];
  if (typeof value !== "object" || value === null) return undefined;
  const { url } = value as { url?: unknown };
  return typeof url === "string" && url !== "" ? url : undefined;
}
