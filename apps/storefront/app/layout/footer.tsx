/**
 * The footer (spec §2.15): support banner with the phone number, contact block, social links, the
 * customer-service navigation (an accordion with one section open at a time on phones, link lists on
 * desktop), the newsletter box and the copyright.
 */
import { useTranslation } from "../i18n/use-translation";
import { CmsAnchor } from "../cms/cms-anchor";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { telHref, type ServiceSection, type ShellData, type SupportBanner as SupportBannerData } from "./shell";
import { Icon } from "@dukkan/ui/icon";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";

function SupportBanner({ support }: { support: SupportBannerData }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="support-banner-title" className="bg-accent-100">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-accent-600 shadow-card"
            aria-hidden="true"
          >
            <Icon name="headset" className="size-6" />
          </span>
          <div>
            <h2 id="support-banner-title" className="text-lg font-bold text-ink-900">
              {support.headline ?? t("footer.contact")}
            </h2>
            {support.content ? <p className="text-sm text-ink-700">{support.content}</p> : null}
          </div>
        </div>
        <a
          href={telHref(support.phone)}
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-ink-900 px-6 py-3 font-semibold text-white shadow-card transition hover:bg-brand-900"
        >
          {t("footer.callUs")}
          <span dir="ltr">{support.phone}</span>
        </a>
      </div>
    </section>
  );
}

function ServiceLinks({ section }: { section: ServiceSection }) {
  return (
    <ul className="grid gap-2.5">
      {section.links.map((entry) => (
        <li key={entry.id}>
          <CmsAnchor
            link={entry.link}
            className="rounded-sm text-sm text-brand-100/80 transition hover:text-white hover:underline"
          >
            {entry.title}
          </CmsAnchor>
        </li>
      ))}
    </ul>
  );
}

/** `cookieSettings`: the shop runs a tag manager, whose consent the shopper may change (decision 0069). */
export function Footer({ shell, cookieSettings = false }: { shell: ShellData; cookieSettings?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { contact, social, service, support, copyrightHtml } = shell.footer;
  return (
    <footer className="mt-16">
      {support ? <SupportBanner support={support} /> : null}
      <div className="bg-brand-950 text-brand-50">
        <div className="border-b border-white/10">
          <div className="mx-auto max-w-7xl px-4 py-8">
            <div className="max-w-2xl">
              <NewsletterForm placement="footer" copy={shell.newsletter} />
            </div>
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)] md:gap-16">
          <section aria-labelledby="footer-contact-title" className="flex flex-col gap-5">
            {contact.logo ? (
              <span className="self-start rounded-2xl bg-white px-4 py-2.5">
                <img src={contact.logo.src} alt={contact.logo.alt} className="h-10 w-auto" />
              </span>
            ) : null}
            <h2 id="footer-contact-title" className="text-base font-bold text-white">
              {t("footer.contact")}
            </h2>
            <ul className="grid gap-3 text-sm">
              {contact.phone ? (
                <li className="flex items-center gap-3">
                  <span className="text-brand-300" aria-hidden="true">
                    <Icon name="phone" />
                  </span>
                  <span className="sr-only">{t("footer.phone")}: </span>
                  <a href={telHref(contact.phone)} className="rounded-sm hover:text-white hover:underline" dir="ltr">
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li className="flex items-center gap-3">
                  <span className="text-brand-300" aria-hidden="true">
                    <Icon name="mail" />
                  </span>
                  <span className="sr-only">{t("footer.email")}: </span>
                  <a href={`mailto:${contact.email}`} className="rounded-sm break-all hover:text-white hover:underline">
                    {contact.email}
                  </a>
                </li>
              ) : null}
              {contact.location ? (
                <li className="flex items-start gap-3">
                  <span className="mt-0.5 text-brand-300" aria-hidden="true">
                    <Icon name="location" />
                  </span>
                  <CmsAnchor link={contact.location.link} className="rounded-sm hover:text-white hover:underline">
                    {contact.location.label}
                  </CmsAnchor>
                </li>
              ) : null}
            </ul>
            {social.length > 0 ? (
              <div>
                <h2 className="mb-3 text-sm font-bold text-white">{t("footer.followUs")}</h2>
                <ul className="flex flex-wrap gap-2">
                  {social.map((entry) => (
                    <li key={entry.title}>
                      <CmsAnchor
                        link={entry.link}
                        ariaLabel={t("footer.followUsOn", { network: entry.title })}
                        className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-accent-400 hover:text-ink-900"
                      >
                        <Icon name={`social-${entry.network ?? "link"}`} />
                      </CmsAnchor>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>

          {service.length > 0 ? (
            <nav aria-label={t("footer.service")}>
              {/* Phones: an accordion whose sections close each other (details sharing a name). */}
              <div className="divide-y divide-white/10 border-y border-white/10 md:hidden">
                {service.map((section, index) => (
                  <details key={section.id} name="footer-service" open={index === 0} className="group py-1">
                    <summary className="flex cursor-pointer list-none items-center justify-between rounded-sm py-3 font-bold text-white [&::-webkit-details-marker]:hidden">
                      {section.title}
                      <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
                    </summary>
                    <div className="pb-4">
                      <ServiceLinks section={section} />
                    </div>
                  </details>
                ))}
              </div>
              {/* Desktop: every section's links side by side. */}
              <div className="hidden gap-8 md:grid md:grid-cols-3">
                {service.map((section) => (
                  <div key={section.id}>
                    <h2 className="mb-4 text-base font-bold text-white">{section.title}</h2>
                    <ServiceLinks section={section} />
                  </div>
                ))}
              </div>
            </nav>
          ) : null}
        </div>
        {cookieSettings ? (
          <div className="border-t border-white/10">
            <div className="mx-auto max-w-7xl px-4 py-4 text-center text-sm">
              <Link
                to={`/${language}/analytics-consent`}
                className="rounded-sm text-brand-100/80 underline hover:text-white"
              >
                {t("analyticsConsent.settingsLink")}
              </Link>
            </div>
          </div>
        ) : null}
        {copyrightHtml ? (
          <div className="border-t border-white/10">
            <div
              className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-brand-100/70 [&_a]:underline"
              // Sanitised on the server (cms/sanitize-html.server.ts).
              dangerouslySetInnerHTML={{ __html: copyrightHtml }}
            />
          </div>
        ) : null}
      </div>
    </footer>
  );
}
