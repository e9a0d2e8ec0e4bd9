/**
 * The Login / Register tabs of the sign-in pages (account spec §2.2, §2.3). Each tab is a link to its own
 * page, so the tabs work before scripts load; React Aria gives them the tab roles and arrow-key moves.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { useHref, useNavigate } from "react-router";
import { useLanguage } from "../i18n/use-language";

export type AccountTab = "login" | "register";

const TAB_CLASS = ({ isSelected }: { isSelected: boolean }) =>
  `flex-1 cursor-pointer rounded-full px-4 py-2.5 text-center text-sm font-semibold outline-none transition focus-visible:ring-2 focus-visible:ring-brand-300 ${
    isSelected ? "bg-white text-brand-800 shadow-sm" : "text-ink-600 hover:text-ink-900"
  }`;

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
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Tabs selectedKey={selected} className="mt-6">
        <TabList aria-label={t("loginForm.tabs.label")} className="flex gap-1 rounded-full bg-ink-100 p-1">
          <Tab id="login" href={`/${language}/login${search}`} className={TAB_CLASS}>
            {t("loginForm.tabs.login")}
          </Tab>
          <Tab id="register" href={`/${language}/register${search}`} className={TAB_CLASS}>
            {t("loginForm.tabs.register")}
          </Tab>
        </TabList>
        <TabPanel id={selected} className="outline-none">
          {children}
        </TabPanel>
      </Tabs>
    </RouterProvider>
  );
}
