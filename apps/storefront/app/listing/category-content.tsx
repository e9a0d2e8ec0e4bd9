/**
 * A category page's CMS content around the listing: wide banners under the heading (picture with the
 * headline, text and 'Shop now' over its empty side from sm up; on phones a one-line strip of the headline and
 * the link, so the first products stay in the first screen) and category groups of up to four tiles after the
 * results.
 */
import { useTranslation } from "../i18n/use-translation";
import type { Banner } from "../cms/banner";
import { CmsAnchor } from "../cms/cms-anchor";
import { TileImage } from "../cms/tile-image";

export type CategoryGroup = { id: string; title?: string | undefined; tiles: Banner[] };
export type CategoryContent = { banners: Banner[]; groups: CategoryGroup[] };

function CategoryBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={banner.headline ?? banner.image?.alt}
      className="relative overflow-hidden rounded-card bg-brand-900"
      data-testid="category-banner"
    >
      {banner.image ? (
        // Decorative (the headline says it); the scene's items stand at the inline end, mirrored in Arabic
        // so that the words keep the empty side.
        // Phones show a one-line strip without the picture, so that the products start in the first screen.
        <img
          src={banner.image.src}
          alt=""
          className="hidden object-cover sm:absolute sm:inset-0 sm:block sm:h-full sm:w-full rtl:-scale-x-100"
        />
      ) : null}
      <div className="relative flex items-center justify-between gap-3 px-4 py-2.5 sm:min-h-48 sm:w-3/5 sm:flex-col sm:items-start sm:justify-center sm:gap-2 sm:bg-linear-to-r sm:from-ink-900/70 sm:to-transparent sm:p-8 rtl:sm:bg-linear-to-l lg:min-h-64 lg:px-12">
        {banner.headline ? (
          <p className="text-base leading-tight font-extrabold text-white sm:text-2xl lg:text-3xl">{banner.headline}</p>
        ) : null}
        {/* Phones keep the banner short: the headline and the link say enough. */}
        {banner.text ? <p className="hidden max-w-md text-base text-brand-50/90 sm:block">{banner.text}</p> : null}
        {banner.link ? (
          <CmsAnchor
            link={banner.link}
            className="inline-flex shrink-0 items-center rounded-full bg-accent-400 px-4 py-1.5 text-sm font-bold text-ink-900 shadow-card transition hover:bg-accent-300 sm:mt-1 sm:px-5 sm:py-2"
          >
            {t("common.shopNow")}
          </CmsAnchor>
        ) : null}
      </div>
    </section>
  );
}

export function CategoryBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className="mt-3 grid gap-4 sm:mt-4">
      {banners.map((banner) => (
        <CategoryBanner key={banner.id} banner={banner} />
      ))}
    </div>
  );
}

export function CategoryGroups({ groups }: { groups: CategoryGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="mt-12 grid gap-6">
      {groups.map((group) => {
        const headingId = `${group.id}-title`;
        return (
          <section
            key={group.id}
            aria-labelledby={group.title ? headingId : undefined}
            className="rounded-card bg-brand-50 p-4 sm:p-6"
            data-testid="category-group"
          >
            {group.title ? (
              <h2 id={headingId} className="mb-4 text-lg font-bold text-brand-900">
                {group.title}
              </h2>
            ) : null}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:max-w-3xl">
              {group.tiles.map((tile) =>
                tile.link ? (
                  <li key={tile.id}>
                    <CmsAnchor link={tile.link} className="group block rounded-xl">
                      <span className="block aspect-square overflow-hidden rounded-xl bg-white">
                        <TileImage tile={tile} />
                      </span>
                      <span className="mt-2 block text-center text-sm font-semibold text-ink-800 group-hover:text-brand-700">
                        {tile.headline}
                      </span>
                    </CmsAnchor>
                  </li>
                ) : null,
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
