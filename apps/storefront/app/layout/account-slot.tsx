import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { SignedInCustomer } from "../account/auth.server";
import { useLanguage } from "../i18n/use-language";
import { AccountMenu } from "./account-menu";
import { Icon } from "@dukkan/ui/icon";

/**
 * The header's login slot (shopping spec §2.4): a guest gets 'Sign in / Register'; a customer gets the
 * greeting with their first name (the person icon on phones) opening their account menu.
 */
export function AccountSlot({ customer, label }: { customer: SignedInCustomer | null; label?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!customer) {
    return (
      <Link
        to={`/${language}/login`}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-ink-800 transition hover:bg-brand-50 hover:text-brand-700"
      >
        <Icon name="person" className="size-5 shrink-0" />
        <span className="sr-only sm:not-sr-only">{label ?? t("miniLogin.signInRegister")}</span>
      </Link>
    );
  }
  return <AccountMenu name={customer.name} uid={customer.uid} />;
}
