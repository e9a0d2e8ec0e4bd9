import { type Language, LANGUAGE_NAMES, pathInLanguage, SUPPORTED_LANGUAGES } from "@dukkan/i18n";
import { useLocation } from "react-router";

/** Links to the same page in the other languages (a plain link: it works before scripts). */
export function LanguageSwitch({ language }: { language: Language }) {
  const location = useLocation();
  return (
    <>
      {SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) => (
        <a
          key={other}
          href={pathInLanguage(location.pathname, location.search, other)}
          lang={other}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {LANGUAGE_NAMES[other]}
        </a>
      ))}
    </>
  );
}
