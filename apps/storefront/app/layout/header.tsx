import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { SignedInCustomer } from "../account/auth.server";
import { DeliveryToWidget } from "../area/delivery-to-widget";
import { FreeShippingBanner } from "../cart/free-shipping-banner";
import { CmsAnchor } from "../cms/cms-anchor";
import { useLanguage } from "../i18n/use-language";
import { BrandMark } from "./brand-mark";
import { HeaderIconBar } from "./header-icon-bar";
import { SearchBox } from "../search-box/search-box";
import { HeaderNewsletter } from "../newsletter/header-newsletter";
import { DesktopMenu, MobileMenu } from "./main-menu";
import { telHref, type ShellData } from "./shell";
import { Icon } from "@dukkan/ui/icon";

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t("common.skipToContent")}
    </a>
  );
}

export function Header({ shell, customer }: { shell: ShellData; customer: SignedInCustomer | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = shell.footer.support?.phone ?? shell.footer.contact.phone;
  const menuLabel = t("header.mainNavigation");
  return (
    <>
      <SkipLink />
      <header className="z-40 border-b border-ink-100 bg-white md:sticky md:top-0">
        <div className="bg-brand-900 text-brand-50">
          <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 text-xs sm:text-sm">
            {shell.sale ? (
              <p className="truncate font-medium">
                {shell.sale.link ? (
                  <CmsAnchor
                    link={shell.sale.link}
                    className="block truncate rounded-sm py-1 underline-offset-4 hover:underline"
                  >
                    {shell.sale.message}
                  </CmsAnchor>
                ) : (
                  shell.sale.message
                )}
              </p>
            ) : (
              <p className="truncate">{t("common.tagline")}</p>
            )}
            <div className="flex shrink-0 items-center gap-5">
              <HeaderNewsletter copy={shell.newsletter} />
              {phone ? (
                <a
                  href={telHref(phone)}
                  className="inline-flex min-h-6 shrink-0 items-center gap-1.5 rounded-sm font-semibold hover:text-white"
                  dir="ltr"
                >
                  <Icon name="phone" className="size-4" />
                  <span className="sr-only">{t("footer.phone")}: </span>
                  {phone}
                </a>
              ) : null}
            </div>
          </div>
        </div>
        <div className="border-b border-ink-100 bg-ink-50">
          <div className="mx-auto flex max-w-7xl px-4 py-1">
            <DeliveryToWidget />
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-2 px-4 py-2.5 sm:gap-x-3 md:flex md:gap-8 md:py-4">
          {shell.menu.length > 0 ? <MobileMenu label={menuLabel} /> : null}
          <Link
            to={`/${language}/`}
            aria-label={t("header.homeLink")}
            className="shrink-0 justify-self-start rounded-lg"
          >
            {shell.logo ? (
              <img src={shell.logo.src} alt="" className="h-10 w-auto max-w-full object-contain md:h-12" />
            ) : (
              <BrandMark />
            )}
          </Link>
          <div className="col-span-3 row-start-2 md:max-w-2xl md:flex-1">
            <SearchBox config={shell.searchBox} />
          </div>
          <HeaderIconBar icons={shell.headerIcons} customer={customer} />
        </div>
        {shell.menu.length > 0 ? (
          <div className="hidden border-t border-ink-100 md:block">
            <div className="relative mx-auto flex max-w-7xl justify-center px-4 py-1.5">
              <DesktopMenu menu={shell.menu} label={menuLabel} />
            </div>
          </div>
        ) : null}
        <FreeShippingBanner />
      </header>
    </>
  );
}
