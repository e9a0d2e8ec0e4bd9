import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { i18nFor } from "../i18n/i18n";
import { AccountMenu, accountMenuPages } from "./account-menu";

function renderMenu(language: "en" | "ar", name: string): string {
  const Stub = createRoutesStub([{ path: "/:lang", Component: () => <AccountMenu name={name} /> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language)}>
      <Stub initialEntries={[`/${language}`]} />
    </I18nextProvider>,
  );
}

const signOutForms = (html: string) =>
  [...html.matchAll(/<form action="([^"]+)" method="post"><button type="submit"[^>]*>([^<]+)<\/button><\/form>/g)].map(
    ([, action, label]) => [action, label],
  );

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [href, label]);

describe("the header's account menu", () => {
  it("greets the customer and lists their account pages and a 'Sign out' form, in English", () => {
    const html = renderMenu("en", "samira al-hashimi");
    expect(html).toMatch(/^<details[^>]*><summary[^>]*>.*Hi, Samira.*<\/summary><nav aria-label="Your account"/);
    expect(links(html)).toEqual([
      ["/en/my-account", "My account"],
      ["/en/my-account/orders", "My orders"],
      ["/en/my-account/returns", "Return requests"],
      ["/en/my-account/support-tickets", "Requests"],
      ["/en/my-account/loyalty-history", "Loyalty points"],
      ["/en/my-account/loyalty-qr-code", "Loyalty card"],
      ["/en/my-account/my-replenishments", "Replenishment orders"],
      ["/en/my-account/update-profile", "My profile"],
      ["/en/my-account/update-password", "Change password"],
      ["/en/my-account/update-email", "Change e-mail address"],
      ["/en/my-account/address-book", "Address book"],
      ["/en/my-account/payment-details", "Payment methods"],
      ["/en/my-account/wishlist", "Wishlist"],
      ["/en/my-account/saved-carts", "Saved carts"],
      ["/en/my-account/quick-order", "Quick order"],
      ["/en/my-account/notification-preference", "Notification preferences"],
      ["/en/my-account/consents", "Consent management"],
      ["/en/my-account/coupons", "My coupons"],
    ]);
    // Signing out is a POST: no link (which a cross-site page could follow) signs the shopper out.
    expect(signOutForms(html)).toEqual([["/en/logout", "Sign out"]]);
  });

  it("speaks Arabic on Arabic pages and soft-hyphenates a long first name at 9 characters", () => {
    const html = renderMenu("ar", "abdulrahmanullah");
    expect(html).toContain("مرحباً، Abdulrahm\u00ADanullah");
    expect(html).toContain('aria-label="حسابك"');
    expect(links(html)).toEqual([
      ["/ar/my-account", "حسابي"],
      ["/ar/my-account/orders", "طلباتي"],
      ["/ar/my-account/returns", "طلبات الإرجاع"],
      ["/ar/my-account/support-tickets", "الطلبات"],
      ["/ar/my-account/loyalty-history", "نقاط الولاء"],
      ["/ar/my-account/loyalty-qr-code", "بطاقة الولاء"],
      ["/ar/my-account/my-replenishments", "الطلبات المجدولة"],
      ["/ar/my-account/update-profile", "ملفي الشخصي"],
      ["/ar/my-account/update-password", "تغيير كلمة المرور"],
      ["/ar/my-account/update-email", "تغيير البريد الإلكتروني"],
      ["/ar/my-account/address-book", "دفتر العناوين"],
      ["/ar/my-account/payment-details", "طرق الدفع"],
      ["/ar/my-account/wishlist", "قائمة الأمنيات"],
      ["/ar/my-account/saved-carts", "السلال المحفوظة"],
      ["/ar/my-account/quick-order", "الطلب السريع"],
      ["/ar/my-account/notification-preference", "تفضيلات الإشعارات"],
      ["/ar/my-account/consents", "إدارة الموافقات"],
      ["/ar/my-account/coupons", "قسائمي"],
    ]);
    expect(signOutForms(html)).toEqual([["/ar/logout", "تسجيل الخروج"]]);
  });

  it("links only pages the shop has (no catch-all route answers them)", () => {
    for (const page of accountMenuPages("en")) {
      const matches = matchRoutes(routes as RouteObject[], page.to);
      const last = matches?.at(-1)?.route;
      expect(last, page.to).toBeDefined();
      // An index route (the dashboard) has no path of its own.
      expect(last?.index ? "(index)" : last?.path, page.to).not.toMatch(/\*/);
    }
  });

  it("describes every page on the dashboard in both languages (a missing text would show its key)", () => {
    for (const language of ["en", "ar"] as const) {
      const i18n = i18nFor(language);
      for (const page of accountMenuPages(language).filter(({ id }) => id !== "dashboard")) {
        const key = `orders.shortcut.${page.id}`;
        expect(i18n.exists(key, { lng: language, fallbackLng: false }), `${language} ${key}`).toBe(true);
        expect(i18n.exists(page.label, { lng: language, fallbackLng: false }), `${language} ${page.label}`).toBe(true);
      }
    }
  });
});
