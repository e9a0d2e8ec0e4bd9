/**
 * The signed-in frame: navigation by role, who is signed in, the language switch and the sign-out forms (plain
 * forms: they work before scripts load). Desktop first; on a tablet the navigation stays a top bar. On a phone the
 * navigation is one row that scrolls sideways (the current page scrolled into view), so the header stays two rows
 * high instead of six and the page starts on the first screen.
 */
import { Button } from "@dukkan/ui/button";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, NavLink, Outlet, useLocation } from "react-router";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/staff-layout";
import { LanguageSwitch } from "./language-switch";
import { navigationFor } from "./navigation";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff, language } = await requireStaff(request, params);
  return { staff, language };
}

/**
 * Scrolls the navigation row sideways just enough to show `item`, and nothing else. `scrollIntoView` also scrolled
 * the window back up to the header when the page had been scrolled while it loaded, moving whatever a member of
 * staff was about to click (the order list's links on a tablet).
 */
function revealInRow(row: HTMLElement, item: HTMLElement): void {
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  // Differences of on-screen positions: the same in a right-to-left row, whatever its scrollLeft convention.
  if (itemBox.left < rowBox.left) row.scrollLeft -= rowBox.left - itemBox.left;
  else if (itemBox.right > rowBox.right) row.scrollLeft += itemBox.right - rowBox.right;
}

export default function StaffLayout({ loaderData: { staff, language } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls: bring the current page's link into view after each navigation.
  useEffect(() => {
    const row = navigation.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) revealInRow(row, current);
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-screen-xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <span className="text-lg font-bold text-brand-700">{t("appName")}</span>
          <nav
            ref={navigation}
            aria-label={t("nav.label")}
            className="order-last -mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 whitespace-nowrap md:order-none md:mx-0 md:w-auto md:flex-wrap md:overflow-visible md:px-0"
          >
            {navigationFor(staff.role).map((item) => (
              <NavLink
                key={item.key}
                to={`/${language}/${item.path}`}
                end={item.path === ""}
                className={({ isActive }) =>
                  `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-100"}`
                }
              >
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span data-testid="signed-in-as">
              <span className="font-semibold">{staff.name}</span>{" "}
              <span className="text-ink-500">({t(`roles.${staff.role}`)})</span>
            </span>
            <LanguageSwitch language={language} />
            <Form method="post" action={`/${language}/sign-out`}>
              <Button type="submit" variant="outline" size="sm">
                {t("signOut.button")}
              </Button>
            </Form>
            <Form method="post" action={`/${language}/sign-out`}>
              <input type="hidden" name="everywhere" value="1" />
              <Button type="submit" variant="ghost" size="sm">
                {t("signOut.everywhere")}
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-screen-xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
