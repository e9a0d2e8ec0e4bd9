/**
 * Tabs that are links: each tab is its own page, so they work before scripts load; React Aria gives them the
 * tab roles and arrow-key moves, and React Router follows them.
 */
import type { ReactNode } from "react";
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { useHref, useNavigate } from "react-router";

const TAB_CLASS = ({ isSelected }: { isSelected: boolean }) =>
  `flex-1 cursor-pointer rounded-full px-4 py-2.5 text-center text-sm font-semibold outline-none transition focus-visible:ring-2 focus-visible:ring-brand-300 ${
    isSelected ? "bg-white text-brand-800 shadow-sm" : "text-ink-600 hover:text-ink-900"
  }`;

export type LinkTab = { id: string; href: string; label: string };

export function LinkTabs({
  label,
  tabs,
  selected,
  className = "",
  children,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: LinkTab[];
  selected: string;
  className?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Tabs selectedKey={selected} className={className}>
        <TabList aria-label={label} className="flex gap-1 rounded-full bg-ink-100 p-1">
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={tab.href} className={TAB_CLASS}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={selected} className="outline-none">
          {children}
        </TabPanel>
      </Tabs>
    </RouterProvider>
  );
}
