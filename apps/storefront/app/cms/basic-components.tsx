/** CMS components that are just a picture, words and a link. */
import type { Component } from "@dukkan/occ";
import { useLanguage } from "../i18n/use-language";
import { textAttribute } from "./attributes";
import { toBanner } from "./banner";
import { CmsAnchor } from "./cms-anchor";
import { resolveCmsLink } from "./cms-link";
import { useCmsData } from "./cms-data";
import { isSaleRunning } from "./sale-window";
import { buttonClass } from "@dukkan/ui/button";

/** SimpleResponsiveBannerComponent / SimpleBannerComponent placed directly in a page. */
export function BannerComponent({ component }: { component: Component }) {
  const banner = toBanner(component, useLanguage());
  if (!banner.image && !banner.headline) return null;
  const picture = banner.image ? (
    <img
      src={banner.image.src}
      alt={banner.link ? "" : banner.image.alt}
      className="w-full rounded-card object-cover"
      loading="lazy"
    />
  ) : null;
  return (
    <figure className="grid gap-3">
      {banner.link && picture ? (
        <CmsAnchor link={banner.link} className="block rounded-card" ariaLabel={banner.headline ?? banner.image?.alt}>
          {picture}
        </CmsAnchor>
      ) : (
        picture
      )}
      {banner.headline ? <figcaption className="text-lg font-bold text-ink-900">{banner.headline}</figcaption> : null}
    </figure>
  );
}

/** CMSLinkComponent: a button-like link, shown only when its route exists. */
export function LinkComponent({ component }: { component: Component }) {
  const link = resolveCmsLink(textAttribute(component, "url"), useLanguage(), textAttribute(component, "target"));
  const name = textAttribute(component, "linkName") ?? component.name;
  if (!link || !name) return null;
  return (
    <CmsAnchor link={link} className={buttonClass({ className: "self-start" })}>
      {name}
    </CmsAnchor>
  );
}

/** SaleTimerBannerComponent on a page: the sale's picture and headline while the sale runs. */
export function SaleTimerBanner({ component }: { component: Component }) {
  const { renderedAt } = useCmsData();
  const banner = toBanner(component, useLanguage());
  if (!isSaleRunning(component, renderedAt)) return null;
  return (
    <section className="relative overflow-hidden rounded-3xl bg-accent-100">
      {banner.image ? <img src={banner.image.src} alt="" className="aspect-[16/5] w-full object-cover" /> : null}
      {banner.headline ? (
        <div className="absolute inset-y-0 start-0 flex w-full items-center p-6 sm:w-1/2 sm:p-10">
          <h2 className="text-2xl font-extrabold text-ink-900 sm:text-4xl">{banner.headline}</h2>
        </div>
      ) : null}
    </section>
  );
}
