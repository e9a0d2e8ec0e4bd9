/**
 * The header search box's settings, edited in the CMS SearchBoxComponent (spec §2.17): how many
 * suggestions and products to show, whether products show a thumbnail, and when typing starts a search.
 */
import type { Component } from "@dukkan/occ";
import { textAttribute } from "../cms/attributes";

export type SearchBoxConfig = {
  maxSuggestions: number;
  maxProducts: number;
  displayProductImages: boolean;
  minCharactersBeforeRequest: number;
  /** Debounce between the last keystroke and the request, in ms. */
  waitTimeBeforeRequest: number;
};

/** What the search box does when the CMS has no settings for it. */
export const DEFAULT_SEARCH_BOX_CONFIG: SearchBoxConfig = {
  maxSuggestions: 5,
  maxProducts: 5,
  displayProductImages: true,
  minCharactersBeforeRequest: 3,
  waitTimeBeforeRequest: 500,
};

/** Upper bounds that keep a mistyped CMS value from asking the API for thousands of products. */
const LIMITS = { maxSuggestions: 20, maxProducts: 20, minCharactersBeforeRequest: 10, waitTimeBeforeRequest: 3000 };

function wholeNumber(component: Component, name: keyof typeof LIMITS): number {
  const text = textAttribute(component, name) ?? "";
  const value = /^\d+$/.test(text.trim()) ? Number(text) : DEFAULT_SEARCH_BOX_CONFIG[name];
  return Math.min(value, LIMITS[name]);
}

/** The settings of a SearchBoxComponent (numbers and booleans arrive as strings). */
export function searchBoxConfig(component: Component | undefined): SearchBoxConfig {
  if (!component) return DEFAULT_SEARCH_BOX_CONFIG;
  const images = textAttribute(component, "displayProductImages")?.trim().toLowerCase();
  return {
    maxSuggestions: wholeNumber(component, "maxSuggestions"),
    maxProducts: wholeNumber(component, "maxProducts"),
    displayProductImages: images === undefined ? DEFAULT_SEARCH_BOX_CONFIG.displayProductImages : images === "true",
    minCharactersBeforeRequest: Math.max(1, wholeNumber(component, "minCharactersBeforeRequest")),
    waitTimeBeforeRequest: wholeNumber(component, "waitTimeBeforeRequest"),
  };
}
