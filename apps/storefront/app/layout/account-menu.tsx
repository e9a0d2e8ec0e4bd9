/**
 * The signed-in customer's menu in the header: the greeting (a person icon on phones) opens a list of
 * their account pages and the 'Sign out' button (a POST form). A <details> disclosure, so it opens and its links work before
 * scripts run; with scripts, Escape, a click elsewhere or a navigation closes it. It is a disclosure of
 * links (announced as an expandable button and a labelled navigation), not an ARIA menu, so Tab moves
 * through the links as screen-reader users expect.
 */
import { handOverSignOutToApp } from "../native-app/app-bridge";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useLocation } from "react-router";
import type { Language } from "@dukkan/i18n";
import { greetingName, HEADER_GREETING_MAX_LENGTH } from "../account/greeting";
import { useLanguage } from "../i18n/use-language";
import { Icon } from "@dukkan/ui/icon";

/** The account pages (each with an id, and the message key of its label), in order. */
export type AccountPage = { id: string; to: string; label: string };

/** The account pages the menu lists, in order: the dashboard, then every page it has a shortcut to. */
export function accountMenuPages(language: Language): AccountPage[] {
  const myAccount = `/${language}/my-account`;
  return [
    { id: "dashboard", to: myAccount, label: "orders.dashboard.title" },
    { id: "orders", to: `${myAccount}/orders`, label: "orders.menuLink" },
    { id: "returns", to: `${myAccount}/returns`, label: "returnRequestList.title" },
    { id: "supportTickets", to: `${myAccount}/support-tickets`, label: "customerTicketing.requests" },
    { id: "loyaltyHistory", to: `${myAccount}/loyalty-history`, label: "accountMenu.loyaltyHistory" },
    { id: "loyaltyQr", to: `${myAccount}/loyalty-qr-code`, label: "accountMenu.loyaltyQr" },
    { id: "replenishments", to: `${myAccount}/my-replenishments`, label: "replenishmentOrderHistory.title" },
    { id: "profile", to: `${myAccount}/update-profile`, label: "accountMenu.profile" },
    { id: "updatePassword", to: `${myAccount}/update-password`, label: "updatePasswordForm.title" },
    { id: "updateEmail", to: `${myAccount}/update-email`, label: "updateEmailForm.title" },
    { id: "addressBook", to: `${myAccount}/address-book`, label: "addressBook.title" },
    { id: "paymentDetails", to: `${myAccount}/payment-details`, label: "paymentMethodsPage.title" },
    { id: "wishlist", to: `${myAccount}/wishlist`, label: "wishlist.headerLink" },
    { id: "savedCarts", to: `${myAccount}/saved-carts`, label: "savedCarts.title" },
    { id: "quickOrder", to: `${myAccount}/quick-order`, label: "quickOrder.title" },
    { id: "notificationPreference", to: `${myAccount}/notification-preference`, label: "notificationPreference.title" },
    { id: "consents", to: `${myAccount}/consents`, label: "consentManagementForm.title" },
    { id: "coupons", to: `${myAccount}/coupons`, label: "myCoupons.title" },
  ];
}

const ITEM_CLASS =
  "block rounded-md px-3 py-2 text-sm font-semibold text-ink-800 transition hover:bg-brand-50 hover:text-brand-700";

export function AccountMenu({ name, uid }: { name: string; uid?: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // The header outlives client navigations: close the menu once one of its links has been followed. Not on the
  // first render, so a menu opened before the page's scripts loaded stays open when they do.
  const shownOn = useRef(location.key);
  useEffect(() => {
    if (shownOn.current === location.key) return;
    shownOn.current = location.key;
    if (details.current) details.current.open = false;
  }, [location.key]);

  // A click or tap anywhere else closes it, as a menu is expected to.
  useEffect(() => {
    const closeFromOutside = (event: PointerEvent) => {
      const menu = details.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener("pointerdown", closeFromOutside);
    return () => document.removeEventListener("pointerdown", closeFromOutside);
  }, []);

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };

  return (
    // Escape from anywhere in the open panel closes it; the summary stays the control that opens it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={details} onKeyDown={closeOnEscape} className="group relative">
      <summary className="flex min-h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold text-ink-800 transition hover:bg-brand-50 hover:text-brand-700 md:max-w-44 md:px-3 [&::-webkit-details-marker]:hidden">
        <Icon name="person" className="size-5 shrink-0" />
        <span className="sr-only hyphens-manual md:not-sr-only">
          {t("miniLogin.userGreeting", { name: greetingName(name, HEADER_GREETING_MAX_LENGTH) })}
        </span>
        <Icon name="chevron-down" className="hidden size-4 shrink-0 transition group-open:rotate-180 md:block" />
      </summary>
      {/* On phones the trigger sits mid-header, so the panel spans the screen's width just below it. */}
      <nav
        aria-label={t("miniLogin.account")}
        className="fixed inset-x-4 z-50 mt-2 hidden rounded-card border border-ink-100 bg-white p-2 shadow-card group-open:block md:absolute md:inset-x-auto md:end-0 md:top-full md:w-56"
      >
        <ul>
          {accountMenuPages(language).map((page) => (
            <li key={page.to}>
              <Link to={page.to} className={ITEM_CLASS}>
                {t(page.label)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-ink-100 pt-1">
            {/* A POST, so no cross-site link can sign the shopper out; a plain form (a full page load), as
                signing out changes the header, which client navigation keeps. */}
            <form method="post" action={`/${language}/logout`} onSubmit={() => handOverSignOutToApp(uid)}>
              <button type="submit" className={`${ITEM_CLASS} w-full text-start`}>
                {t("miniLogin.signOut")}
              </button>
            </form>
          </li>
        </ul>
      </nav>
    </details>
  );
}
