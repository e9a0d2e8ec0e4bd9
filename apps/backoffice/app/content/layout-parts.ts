/**
 * How the layout screens name a component: by the text shoppers see of it (a tab's heading, an icon's label) in the
 * page's language, else by what the storefront draws for its type (`content.layout.parts.*`), else by its CMS name.
 */
import type { Language } from "@dukkan/i18n";
import type { useTranslation } from "react-i18next";
import type { StaffLayoutComponent } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";

/** The types the storefront draws from the product or the shop itself, each named in the message catalogue. */
const NAMED_TYPES = new Set([
  "BreadcrumbComponent",
  "ProductIntroComponent",
  "ProductImagesComponent",
  "ProductVariantSelectorComponent",
  "ProductAddToCartComponent",
  "ProductSummaryComponent",
  "AccountOrderHistoryComponent",
  "LanguageComponent",
  "DukkanCarouselComponent",
]);

export function partName(
  component: StaffLayoutComponent,
  language: Language,
  t: ReturnType<typeof useTranslation>["t"],
): string {
  const shown = Object.values(component.texts).find((text) => text.en || text.ar);
  if (shown) return localized(shown, language) || shown.ar;
  return NAMED_TYPES.has(component.typeCode) ? t(`content.layout.parts.${component.typeCode}`) : component.name;
}
