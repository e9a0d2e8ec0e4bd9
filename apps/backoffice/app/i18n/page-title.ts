import { i18nFor } from "./i18n";
import { resolveLanguage } from "@dukkan/i18n";

/** A page's document title in the URL's language: "<page> – Dukkan back office". */
export function pageTitle(lang: string | undefined, key: string, values?: Record<string, string>): { title: string }[] {
  const { t } = i18nFor(resolveLanguage(lang));
  return [{ title: `${t(key, values)} – ${t("appName")}` }];
}
