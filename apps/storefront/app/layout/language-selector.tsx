import { LANGUAGE_NAMES, otherLanguages, pathInLanguage, SUPPORTED_LANGUAGES } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { useLanguage } from "../i18n/use-language";

/** Links to the same page in each other language; hidden when the shop has a single language. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  if (SUPPORTED_LANGUAGES.length < 2) return null;
  return (
    <nav aria-label={t("header.languageSelector")}>
      <ul className="flex items-center gap-1">
        {otherLanguages(language).map((other) => (
          <li key={other}>
            <Link
              to={pathInLanguage(pathname, search, other)}
              hrefLang={other}
              lang={other}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-3 py-1.5 text-sm font-semibold text-ink-800 transition hover:border-brand-300 hover:text-brand-700"
            >
              <img
                src={`/images/icons/language/${other}.png`}
                alt=""
                width={24}
                height={12}
                className="h-3 w-6 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.08)]"
              />
              {/* On a phone the flag alone (the name stays for screen readers) leaves the header room for the logo. */}
              <span className="sr-only sm:not-sr-only">{LANGUAGE_NAMES[other]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
