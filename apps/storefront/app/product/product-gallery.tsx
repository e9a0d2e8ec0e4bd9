/**
 * The product's pictures: the selected one large (sharp on large and dense screens through the zoom
 * format, and a link to the full-size picture), and a strip of 120 px thumbnails. Thumbnails are links
 * to `?image={n}`, so they work before JavaScript loads; once it has, they switch the picture in place.
 * Once scripts run, the large picture opens the zoom dialog instead (spec §2.9): by a click from the md
 * breakpoint up, by a double-click below lg, and always by the keyboard.
 */
import type { Image } from "@dukkan/occ";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useSearchParams } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { initialSlideIndex, type GallerySlide } from "./gallery-slides";
import { Icon } from "@dukkan/ui/icon";

// Loaded when first opened, keeping the dialog's code out of the page's first download.
const ProductZoomDialog = lazy(() =>
  import("./product-zoom-dialog").then((module) => ({ default: module.ProductZoomDialog })),
);

/** Spec breakpoints (§9): md 992 px, lg 1200 px. */
const ZOOM_ON_CLICK = "(min-width: 992px)";
const ZOOM_ON_DOUBLE_CLICK = "(max-width: 1199.98px)";

/** The width, in CSS pixels, the API renders each image format at. */
const FORMAT_WIDTHS: Record<string, number> = { thumbnail: 96, product: 300, zoom: 1200 };

function srcSet(images: (Image | undefined)[]): string | undefined {
  const candidates = images.flatMap((image) => {
    const width = image?.format ? FORMAT_WIDTHS[image.format] : undefined;
    return image && width ? [`${image.url} ${width}w`] : [];
  });
  return candidates.length > 1 ? [...new Set(candidates)].join(", ") : undefined;
}

/** A plain left click is handled in place; modified clicks (new tab, new window) keep the link's default. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Placeholder() {
  const { t } = useTranslation();
  return (
    <div className="flex aspect-square flex-col items-center justify-center gap-3 rounded-card bg-white text-ink-300 shadow-card">
      <Icon name="package" className="size-1/4" />
      <p className="text-sm text-ink-500">{t("product.gallery.noImage")}</p>
    </div>
  );
}

function MainPicture({
  slide,
  name,
  onZoom,
  zoomLabel,
}: {
  slide: GallerySlide;
  name: string;
  onZoom: () => void;
  /** What the picture's link does once scripts run; before, it opens the full-size file. */
  zoomLabel?: string;
}) {
  const { t } = useTranslation();
  const alt = slide.main.altText || name;
  if (slide.video) {
    return (
      // Product videos come without captions: the catalogue (OCC media) has no caption track to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        src={slide.video.url}
        poster={slide.main.url}
        controls
        preload="metadata"
        aria-label={t("product.gallery.video", { name })}
        className="size-full object-contain"
      />
    );
  }
  const picture = (
    <img
      src={slide.main.url}
      srcSet={srcSet([slide.main, slide.zoom])}
      sizes="(min-width: 1200px) 620px, (min-width: 992px) 50vw, (min-width: 576px) 540px, 100vw"
      alt={alt}
      width={600}
      height={600}
      fetchPriority="high"
      className="size-full object-contain p-4 mix-blend-multiply sm:p-8"
    />
  );
  if (!slide.zoom) return picture;
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    // The full-size file is the no-script fallback; with scripts a click never leaves the page.
    event.preventDefault();
    // detail 0: activated from the keyboard, which always zooms.
    if (event.detail === 0 || window.matchMedia(ZOOM_ON_CLICK).matches) onZoom();
  };
  const onDoubleClick = () => {
    if (window.matchMedia(ZOOM_ON_DOUBLE_CLICK).matches) onZoom();
  };
  return (
    <a
      href={slide.zoom.url}
      target="_blank"
      rel="noopener"
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      className="group block size-full cursor-zoom-in"
      title={zoomLabel ?? t("product.gallery.openFullSize")}
      aria-haspopup={zoomLabel ? "dialog" : undefined}
    >
      {picture}
      <span className="sr-only">
        {zoomLabel ?? `${t("product.gallery.openFullSize")} ${t("common.opensInNewTab")}`}
      </span>
      <span
        className="absolute bottom-3 end-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-ink-700 shadow-card transition group-hover:bg-white group-hover:text-brand-700"
        aria-hidden="true"
      >
        <Icon name="zoom-in" />
      </span>
    </a>
  );
}

export function ProductGallery({ slides, name }: { slides: GallerySlide[]; name: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState(() => initialSlideIndex(slides, searchParams.get("image")));
  const slide = slides[selected];
  const [zooming, setZooming] = useState(false);
  const hydrated = useHydrated();

  const choose = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setSelected(index);
  };

  return (
    <section
      id="gallery"
      aria-label={t("product.gallery.label")}
      className="min-w-0 scroll-mt-32 md:sticky md:top-32 md:self-start"
    >
      <div className="mx-auto max-w-xl md:max-w-none lg:grid lg:grid-cols-[120px_minmax(0,1fr)] lg:items-start lg:gap-4">
        {slide ? (
          <div className="relative aspect-square overflow-hidden rounded-card bg-white shadow-card lg:col-start-2">
            <MainPicture
              slide={slide}
              name={name}
              onZoom={() => setZooming(true)}
              zoomLabel={
                hydrated ? t("product.gallery.zoom.open", { number: selected + 1, total: slides.length }) : undefined
              }
            />
          </div>
        ) : (
          <Placeholder />
        )}
        {slides.length > 1 ? (
          <ul className="mt-4 flex gap-3 overflow-x-auto pb-1 lg:col-start-1 lg:row-start-1 lg:mt-0 lg:flex-col lg:overflow-visible lg:pb-0">
            {slides.map((candidate, index) => (
              <li key={`${candidate.thumbnail.url}-${index}`} className="shrink-0">
                <a
                  href={`?image=${index}#gallery`}
                  onClick={choose(index)}
                  aria-current={index === selected ? "true" : undefined}
                  className={`relative block size-[120px] overflow-hidden rounded-xl border-2 bg-white transition ${
                    index === selected ? "border-brand-600" : "border-transparent hover:border-ink-300"
                  }`}
                >
                  <img
                    src={candidate.thumbnail.url}
                    srcSet={srcSet([candidate.thumbnail, candidate.main])}
                    sizes="120px"
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    className="size-full object-contain p-2 mix-blend-multiply"
                  />
                  {candidate.video ? (
                    <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
                      <span className="flex size-9 items-center justify-center rounded-full bg-ink-900/70 text-white">
                        <Icon name="play" className="size-4" />
                      </span>
                    </span>
                  ) : null}
                  <span className="sr-only">
                    {t("product.gallery.showPicture", { number: index + 1, total: slides.length })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {zooming ? (
        <Suspense fallback={null}>
          <ProductZoomDialog
            slides={slides}
            name={name}
            index={selected}
            onIndexChange={setSelected}
            onClose={() => setZooming(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
