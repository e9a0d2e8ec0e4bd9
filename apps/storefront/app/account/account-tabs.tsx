/**
 * The Login / Register tabs of the sign-in pages (account spec §2.2, §2.3). Each tab is a link to its own
 * page, so the tabs work before scripts load (ui/tabs).
 */
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLanguage } from "../i18n/use-language";
import { LinkTabs } from "../ui/tabs";

export type AccountTab = "login" | "register";

export function AccountTabs({
  selected,
  search = "",
  children,
}: {
  selected: AccountTab;
  search?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tabs = [
    { id: "login", href: `/${language}/login${search}`, label: t("loginForm.tabs.login") },
    { id: "register", href: `/${language}/register${search}`, label: t("loginForm.tabs.register") },
  ];
  return (
    <LinkTabs label={t("loginForm.tabs.label")} tabs={tabs} selected={selected} className="mt-6">
      {children}
    </LinkTabs>
  );
}
