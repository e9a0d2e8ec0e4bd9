/**
 * The gallery's zoom dialog (spec §2.9 images, §9 zoom thumbnails 70 px): the picture large, looked at
 * closer by moving the pointer or a finger over it, previous/next buttons (and the arrow keys), and a strip
 * of 70 px thumbnails. A React Aria modal: focus stays inside and Escape closes it. Without scripts the
 * main picture is a plain link to the full-size file instead.
 */
import { direction } from "@dukkan/i18n";
import { useState, type KeyboardEvent, type PointerEvent } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../i18n/use-translation";
import { useLanguage } from "../i18n/use-language";
import type { GallerySlide } from "./gallery-slides";
import { Icon } from "@dukkan/ui/icon";

/** How much larger the picture shows while the pointer or a finger is on it. */
export const PAN_SCALE = 2.5;

type Origin = { x: number; y: number };
const CENTRE: Origin = { x: 50, y: 50 };

/** The point under the pointer, in percent of the picture's box (clamped to it). */
function originOf(event: PointerEvent<HTMLElement>): Origin {
  const box = event.currentTarget.getBoundingClientRect();
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return {
    x: clamp(((event.clientX - box.left) / box.width) * 100),
    y: clamp(((event.clientY - box.top) / box.height) * 100),
  };
}

const ROUND_BUTTON =
  "flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30";

/** The picture (or video) with pointer/touch panning. */
function Stage({ slide, name }: { slide: GallerySlide; name: string }) {
  const { t } = useTranslation();
  const [panning, setPanning] = useState(false);
  const [origin, setOrigin] = useState<Origin>(CENTRE);
  if (slide.video) {
    return (
      // Product videos come without captions: the catalogue (OCC media) has no caption track to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        src={slide.video.url}
        poster={(slide.zoom ?? slide.main).url}
        controls
        preload="metadata"
        aria-label={t("product.gallery.video", { name })}
        className="max-h-full max-w-full"
      />
    );
  }
  const picture = slide.zoom ?? slide.main;
  const start = (event: PointerEvent<HTMLDivElement>) => {
    setOrigin(originOf(event));
    setPanning(true);
  };
  const stop = () => {
    setPanning(false);
    setOrigin(CENTRE);
  };
  return (
    <div
      data-testid="zoom-stage"
      className={`relative size-full touch-none select-none overflow-hidden ${panning ? "cursor-move" : "cursor-zoom-in"}`}
      onPointerEnter={(event) => event.pointerType === "mouse" && start(event)}
      onPointerDown={start}
      onPointerMove={(event) => {
        if (event.pointerType === "mouse" || panning) setOrigin(originOf(event));
      }}
      onPointerUp={(event) => event.pointerType !== "mouse" && stop()}
      onPointerCancel={stop}
      onPointerLeave={stop}
    >
      <img
        src={picture.url}
        alt={picture.altText || name}
        draggable={false}
        className="size-full object-contain transition-transform duration-150 ease-out"
        style={{
          transform: panning ? `scale(${PAN_SCALE})` : undefined,
          transformOrigin: `${origin.x}% ${origin.y}%`,
        }}
      />
    </div>
  );
}

export function ProductZoomDialog({
  slides,
  name,
  index,
  onIndexChange,
  onClose,
}: {
  slides: GallerySlide[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rtl = direction(useLanguage()) === "rtl";
  const slide = slides[index];
  if (!slide) return null;
  const total = slides.length;
  const go = (step: -1 | 1) => onIndexChange((index + step + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    // The arrow pointing to the reading direction's end goes forward.
    if (event.key === "ArrowRight") go(rtl ? -1 : 1);
    else if (event.key === "ArrowLeft") go(rtl ? 1 : -1);
    else return;
    event.preventDefault();
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="fixed inset-0 z-50 bg-ink-900/95"
    >
      <Modal className="size-full outline-none">
        <Dialog aria-label={t("product.gallery.zoom.title", { name })} className="size-full outline-none">
          {/* Arrow keys anywhere in the dialog turn the pages. */}
          <div role="presentation" className="flex size-full flex-col" onKeyDown={onKeyDown}>
            <div className="flex items-center gap-4 px-4 py-3 text-white sm:px-6">
              <Heading slot="title" className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
                {name}
              </Heading>
              <p aria-live="polite" className="text-sm text-white/80 tabular-nums">
                {t("product.gallery.zoom.position", { number: index + 1, total })}
              </p>
              <Button slot="close" aria-label={t("product.gallery.zoom.close")} className={ROUND_BUTTON}>
                <Icon name="close" className="size-6" />
              </Button>
            </div>
            <div className="flex min-h-0 flex-1 items-center gap-2 px-2 sm:gap-4 sm:px-6">
              {total > 1 ? (
                <Button aria-label={t("product.gallery.zoom.previous")} onPress={() => go(-1)} className={ROUND_BUTTON}>
                  <Icon name="chevron-end" direction="start" className="size-6" />
                </Button>
              ) : null}
              <div className="flex size-full min-w-0 items-center justify-center overflow-hidden rounded-2xl bg-white">
                <Stage key={index} slide={slide} name={name} />
              </div>
              {total > 1 ? (
                <Button aria-label={t("product.gallery.zoom.next")} onPress={() => go(1)} className={ROUND_BUTTON}>
                  <Icon name="chevron-end" direction="end" className="size-6" />
                </Button>
              ) : null}
            </div>
            <p className="sr-only">{t("product.gallery.zoom.panHint")}</p>
            {total > 1 ? (
              <ul
                aria-label={t("product.gallery.zoom.thumbnails")}
                className="flex justify-center gap-2 overflow-x-auto px-4 py-3"
              >
                {slides.map((candidate, position) => (
                  <li key={`${candidate.thumbnail.url}-${position}`} className="shrink-0">
                    <Button
                      onPress={() => onIndexChange(position)}
                      aria-label={t("product.gallery.zoom.showPicture", { number: position + 1 })}
                      aria-current={position === index ? "true" : undefined}
                      className={`block size-[70px] overflow-hidden rounded-lg border-2 bg-white ${
                        position === index ? "border-brand-400" : "border-transparent opacity-70 hover:opacity-100"
                      }`}
                    >
                      <img
                        src={candidate.thumbnail.url}
                        alt=""
                        width={70}
                        height={70}
                        loading="lazy"
                        className="size-full object-contain p-1"
                      />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
