import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SignedInCustomer } from "../account/auth.server";
import { greetingName, HEADER_GREETING_MAX_LENGTH } from "../account/greeting";
import { useLanguage } from "../i18n/use-language";

function PersonIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}

function SignOutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0 sm:hidden rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const LINK_CLASS =
  "inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-ink-800 transition hover:bg-brand-50 hover:text-brand-700";

/**
 * The header's login slot (shopping spec §2.4): a guest gets 'Sign in / Register'; a customer gets the
 * greeting with their first name (on wider screens) and a way to sign out.
 */
export function AccountSlot({ customer }: { customer: SignedInCustomer | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!customer) {
    return (
      <Link to={`/${language}/login`} className={LINK_CLASS}>
        <PersonIcon />
        <span className="sr-only sm:not-sr-only">{t("miniLogin.signInRegister")}</span>
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <p className="hidden max-w-40 items-center gap-2 px-2 text-sm font-semibold text-ink-800 md:flex">
        <PersonIcon />
        <span className="hyphens-manual">
          {t("miniLogin.userGreeting", { name: greetingName(customer.name, HEADER_GREETING_MAX_LENGTH) })}
        </span>
      </p>
      {/* A full page load: signing out changes the header, which client navigation keeps. */}
      <Link to={`/${language}/logout`} reloadDocument className={`${LINK_CLASS} sm:border sm:border-ink-200`}>
        <SignOutIcon />
        <span className="sr-only sm:not-sr-only">{t("miniLogin.signOut")}</span>
      </Link>
    </div>
  );
}
