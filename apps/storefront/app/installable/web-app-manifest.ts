/**
 * The web app manifest (decision 0062): one per language, so the installed shop is named in the shopper's language
 * and opens on that language's home page. The icons are the brand mark (public/images/app); the maskable one keeps
 * the mark inside the safe zone on the brand colour.
 */
import { direction, type Language } from "@dukkan/i18n";
import { i18nFor } from "../i18n/i18n";

/** The brand colour of the header and the installed app's title bar (also `<meta name="theme-color">`). */
export const THEME_COLOUR = "#1b5c55";
const BACKGROUND_COLOUR = "#ffffff";

export const APP_ICONS = [
  { src: "/images/app/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/images/app/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/images/app/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export function webAppManifest(language: Language) {
  const { t } = i18nFor(language);
  return {
    id: `/${language}/`,
    name: t("installable.appName"),
    short_name: t("common.siteName"),
    description: t("installable.appDescription"),
    lang: language,
    dir: direction(language),
    start_url: `/${language}/`,
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS,
  };
}

export const manifestPath = (language: Language) => `/${language}/manifest.webmanifest`;
