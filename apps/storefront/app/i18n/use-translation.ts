/**
 * The storefront's `useTranslation`: react-i18next's hook made cheap for this app's i18n instances.
 *
 * Each language has its own instance, created with its catalogue already loaded and never switched to another
 * language (`@dukkan/i18n` i18nInstances, i18n.ts). Nothing then needs what react-i18next's hook does on every
 * call: subscribing to language changes and late loads, and copying the instance into a new wrapper object. During
 * a server render every component's call made that copy afresh, about 12% of the storefront's CPU on the home,
 * category, product and search pages (bench/pages.mjs with a CPU profile). This hook hands every component of a
 * language the same `t` and instance.
 */
import type { TFunction, i18n as I18n } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";

interface Translation {
  t: TFunction<"translation", undefined>;
  i18n: I18n;
}

const translations = new WeakMap<I18n, Translation>();

/** `t` (and the instance) of the page's language, from the I18nextProvider in root.tsx. */
export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  let translation = translations.get(i18n);
  if (!translation) {
    translation = { t: i18n.getFixedT(i18n.language, "translation"), i18n };
    translations.set(i18n, translation);
  }
  return translation;
}
