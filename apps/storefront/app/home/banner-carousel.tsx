import { useTranslation } from "../i18n/use-translation";
import { Carousel } from "../carousel/carousel";
import { CmsAnchor } from "../cms/cms-anchor";
import type { Banner } from "../cms/banner";
import { Icon } from "@dukkan/ui/icon";

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-hidden rounded-3xl bg-brand-900">
      <div className="grid md:aspect-[12/5] md:grid-cols-1">
        {banner.image ? (
          <img
            src={banner.image.src}
            alt={banner.image.alt}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : "auto"}
            className="aspect-[16/9] size-full object-cover md:absolute md:inset-0 md:aspect-auto rtl:-scale-x-100"
          />
        ) : null}
        <div className="relative flex flex-col justify-center gap-4 p-6 md:w-3/5 md:bg-linear-to-r md:from-ink-900/70 md:via-ink-900/35 md:to-transparent md:px-20 md:py-12 rtl:md:bg-linear-to-l lg:px-24">
          {banner.headline ? (
            <h2 className="text-2xl leading-tight font-extrabold text-white sm:text-3xl lg:text-5xl">
              {banner.headline}
            </h2>
          ) : null}
          {banner.text ? <p className="max-w-md text-base text-brand-50/90 lg:text-lg">{banner.text}</p> : null}
          {banner.link ? (
            <CmsAnchor
              link={banner.link}
              className="inline-flex items-center gap-2 self-start rounded-full bg-accent-400 px-6 py-3 font-bold text-ink-900 shadow-card transition hover:bg-accent-300"
            >
              {t("common.shopNow")}
              <Icon name="arrow-end" direction="end" className="size-4" />
            </CmsAnchor>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The rotating banner carousel at the top of the home page. */
export function BannerCarousel({ title, banners, effect }: { title?: string; banners: Banner[]; effect?: string }) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={title ?? t("common.siteName")}
      slides={banners.map((banner, index) => ({
        key: banner.id,
        content: <BannerSlide banner={banner} first={index === 0} />,
      }))}
      slideClassName="basis-full"
      autoplay
      loop
      theme={effect ? `${effect}-theme` : undefined}
    />
  );
}
