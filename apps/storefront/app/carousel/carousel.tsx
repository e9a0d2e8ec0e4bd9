/**
 * The shop's carousel (spec §2.14, §4 "Carousels"): Embla with previous/next buttons, slide indicators
 * ('slide number N'), swipe on touch screens, right-to-left in Arabic, and optional autoplay every
 * 5000 ms that pauses on hover, on focus, on the pause button and for reduced-motion users. The server's markup is
 * a row that scrolls natively; Embla (and its autoplay plugin) is loaded after hydration and then takes the row
 * over, so pages do not wait for it (decision 0089).
 */
import type { Language } from "@dukkan/i18n";
import { direction } from "@dukkan/i18n";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type {} from "embla-carousel-autoplay";
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLanguage } from "../i18n/use-language";
import { Icon } from "@dukkan/ui/icon";

export const AUTOPLAY_DELAY_MS = 5000;
/** Items fade in one after another, 0.1 s apart (capped so late items do not wait long). */
const FADE_STEP_S = 0.1;
const MAX_FADE_STEPS = 6;

type CarouselProps = {
  /** The carousel's accessible name, e.g. its title. */
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** Width classes of one slide, e.g. "basis-[150px] xs:basis-[250px]". */
  slideClassName: string;
  autoplay?: boolean;
  loop?: boolean;
  /** The spec's '{effect}-theme' class. */
  theme?: string;
  /** Where the previous/next buttons sit: over the slides' edges, or in the heading row. */
  controls?: "overlay" | "below";
  className?: string;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The shopper's motion preference; the server (and hydration) assume motion is fine. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Embla on the viewport once its code has loaded (a dynamic import after hydration, cached like every asset):
 * what `embla-carousel-react`'s hook does, less its static import. A new direction, loop or autoplay starts it
 * again.
 */
function useLazyEmbla(
  textDirection: NonNullable<EmblaOptionsType["direction"]>,
  loop: boolean,
  autoplay: boolean,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import("embla-carousel"), autoplay ? import("embla-carousel-autoplay") : undefined]).then(
      ([{ default: EmblaCarousel }, autoplayModule]) => {
        if (cancelled) return;
        const plugins = autoplayModule
          ? [
              autoplayModule.default({
                delay: AUTOPLAY_DELAY_MS,
                playOnInit: false,
                stopOnInteraction: false,
                stopOnMouseEnter: false,
                stopOnFocusIn: false,
              }),
            ]
          : [];
        const options: EmblaOptionsType = {
          direction: textDirection,
          loop,
          align: "start",
          slidesToScroll: "auto",
          containScroll: "trimSnaps",
        };
        started = EmblaCarousel(viewport, options, plugins);
        setEmbla(started);
      },
    );
    return () => {
      cancelled = true;
      started?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, autoplay, textDirection, loop]);
  return [setViewport, embla];
}

export function Carousel({
  label,
  slides,
  slideClassName,
  autoplay = false,
  loop = false,
  theme,
  controls = "overlay",
  className = "",
}: CarouselProps) {
  const { t } = useTranslation();
  const language: Language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useLazyEmbla(direction(language), loop, autoplay);

  const [snapCount, setSnapCount] = useState(0);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSnapCount(embla.scrollSnapList().length);
      setSelected(embla.selectedScrollSnap());
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  const playing = autoplay && !reducedMotion && !pausedByUser && !hovered && !focused && snapCount > 1;
  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [embla, playing]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion]);
  const scrollPrev = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const scrollNext = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);

  if (slides.length === 0) return null;
  // Controls appear once Embla runs; before that (and without JavaScript) the row scrolls natively.
  const scrollable = embla !== undefined && snapCount > 1;
  const buttonBase =
    "inline-flex size-10 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card transition hover:border-brand-300 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40";

  const arrows = (
    <>
      <button
        type="button"
        className={`pointer-events-auto ${buttonBase}`}
        onClick={scrollPrev}
        disabled={!loop && !canPrev}
        aria-label={t("carousel.previous")}
      >
        <Icon name="chevron-end" direction="start" className="size-5" />
      </button>
      <button
        type="button"
        className={`pointer-events-auto ${buttonBase}`}
        onClick={scrollNext}
        disabled={!loop && !canNext}
        aria-label={t("carousel.next")}
      >
        <Icon name="chevron-end" direction="end" className="size-5" />
      </button>
    </>
  );

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${theme ?? ""} ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className={embla ? "overflow-hidden" : "overflow-x-auto [scrollbar-width:none]"}>
        <div className="-ms-4 flex touch-pan-y touch-pinch-zoom" aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slideOf", { number: index + 1, total: slides.length })}
              className={`carousel-slide ${slideClassName}`}
              style={{ animationDelay: `${Math.min(index, MAX_FADE_STEPS) * FADE_STEP_S}s` }}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      {scrollable && controls === "overlay" ? (
        <div className="pointer-events-none absolute inset-x-2 top-[40%] flex -translate-y-1/2 justify-between sm:inset-x-4 md:top-1/2">
          {arrows}
        </div>
      ) : null}

      {scrollable ? (
        <div className="mt-4 flex items-center gap-3">
          <div
            className={`flex flex-1 items-center gap-3 ${controls === "overlay" ? "justify-center" : "justify-start"}`}
          >
            {autoplay && !reducedMotion ? (
              <button
                type="button"
                onClick={() => setPausedByUser((paused) => !paused)}
                aria-label={pausedByUser ? t("carousel.play") : t("carousel.pause")}
                className="inline-flex size-7 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
              >
                {pausedByUser ? <Icon name="play" className="size-3.5" /> : <Icon name="pause" className="size-3.5" />}
              </button>
            ) : null}
            <div role="group" aria-label={t("carousel.slides")} className="flex flex-wrap items-center gap-1">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => scrollTo(index)}
                  aria-label={t("carousel.slideNumber", { number: index + 1 })}
                  aria-current={index === selected ? "true" : undefined}
                  className="group/dot inline-flex h-6 min-w-6 items-center justify-center px-0.5"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${index === selected ? "w-6 bg-brand-600" : "w-2 bg-ink-300 group-hover/dot:bg-ink-400"}`}
                  />
                </button>
              ))}
            </div>
          </div>
          {controls === "below" ? <div className="flex shrink-0 gap-2">{arrows}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
