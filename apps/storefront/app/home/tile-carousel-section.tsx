import type { ReactNode } from "react";
import { Carousel } from "../carousel/carousel";
import { CmsAnchor } from "../cms/cms-anchor";
import type { Banner } from "../cms/banner";
import { SectionHeading } from "./section-heading";
import { TileImage } from "../cms/tile-image";

export type TileCarouselKind = "SHOP_BY_CATEGORIES" | "USAGE_CATEGORIES" | "SHOP_BY_OCCASIONS" | "SOCIAL_MEDIA";

/** Spec §9 item widths (plus the 16 px gutter each slide carries). */
const SLIDE_WIDTHS: Record<TileCarouselKind, string> = {
  SHOP_BY_CATEGORIES: "basis-[166px] xs:basis-[236px]",
  USAGE_CATEGORIES: "basis-[166px] xs:basis-[236px]",
  SHOP_BY_OCCASIONS: "basis-[92%] xs:basis-[436px]",
  SOCIAL_MEDIA: "basis-[min(376px,85%)] sm:basis-[336px] lg:basis-[436px]",
};

function TileFrame({ tile, children }: { tile: Banner; children: ReactNode }) {
  const className = "group block h-full rounded-card";
  return tile.link ? (
    <CmsAnchor link={tile.link} className={className}>
      {children}
    </CmsAnchor>
  ) : (
    <div className={className}>{children}</div>
  );
}

function CategoryTile({ tile }: { tile: Banner }) {
  return (
    <TileFrame tile={tile}>
      <div className="flex h-full flex-col items-center gap-3 rounded-card bg-white p-4 text-center shadow-card transition-shadow group-hover:shadow-card-hover">
        <div className="aspect-square w-full overflow-hidden rounded-2xl bg-brand-50">
          <TileImage tile={tile} />
        </div>
        <span className="text-sm font-semibold text-ink-900 group-hover:text-brand-700">{tile.headline}</span>
      </div>
    </TileFrame>
  );
}

function WideTile({ tile }: { tile: Banner }) {
  return (
    <TileFrame tile={tile}>
      <div className="relative aspect-[16/10] overflow-hidden rounded-card bg-brand-100 shadow-card">
        {tile.image ? (
          <img
            src={tile.image.src}
            alt={tile.headline ? "" : tile.image.alt}
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
        {tile.headline ? (
          <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink-900/80 to-transparent p-5 pt-12">
            <span className="text-lg font-bold text-white">{tile.headline}</span>
            {tile.text ? <span className="mt-1 block text-sm text-white/85">{tile.text}</span> : null}
          </div>
        ) : null}
      </div>
    </TileFrame>
  );
}

/** Shop by categories, usage, occasion and the social-media wall. */
export function TileCarouselSection({
  id,
  kind,
  title,
  tiles,
  effect,
}: {
  id: string;
  kind: TileCarouselKind;
  title: string;
  tiles: Banner[];
  effect?: string;
}) {
  if (tiles.length === 0) return null;
  const headingId = `${id}-title`;
  const Tile = kind === "SHOP_BY_CATEGORIES" || kind === "USAGE_CATEGORIES" ? CategoryTile : WideTile;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4">
      <SectionHeading id={headingId} title={title} />
      <Carousel
        label={title}
        slides={tiles.map((tile) => ({ key: tile.id, content: <Tile tile={tile} /> }))}
        slideClassName={SLIDE_WIDTHS[kind]}
        theme={effect ? `${effect}-theme` : undefined}
        controls="below"
      />
    </section>
  );
}
