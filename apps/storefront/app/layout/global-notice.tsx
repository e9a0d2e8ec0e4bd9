/**
 * The one-time notice a redirect left for this page (e.g. "Your account is activated"): shown at the top of the
 * page's main content until the shopper closes it, moves to another page, or its display time runs out (shopping
 * spec §8: confirmations and errors 10 s, information and warnings 7 s).
 *
 * The time does not run while the pointer rests on the notice or focus is in it, so nobody loses a message they are
 * reading; it starts again in full when they leave. When the notice goes while focus is in it (its close button),
 * focus moves to the start of the main content, where the notice was, so the next Tab continues from there rather
 * than from the top of the document. It is a status region (an alert for errors), read in full by screen readers.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLocation } from "react-router";
import type { Notice } from "../session/session.server";
import { Icon } from "@dukkan/ui/icon";

const TONE_CLASSES: Record<Notice["tone"], string> = {
  error: "border-sale/30 bg-sale/5 text-sale",
  info: "border-ink-200 bg-ink-50 text-ink-800",
  success: "border-brand-200 bg-brand-50 text-brand-800",
  warning: "border-accent-300 bg-accent-50 text-accent-700",
};

/** Spec §8 global message display times; `success` is the spec's confirmation. */
export const NOTICE_DISPLAY_MS: Record<Notice["tone"], number> = {
  success: 10_000,
  error: 10_000,
  info: 7_000,
  warning: 7_000,
};

export function GlobalNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [shownOn] = useState(location.key);
  const [closed, setClosed] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const visible = !closed && location.key === shownOn;

  const close = () => {
    if (region.current?.contains(document.activeElement)) document.getElementById("main")?.focus();
    setClosed(true);
  };

  const held = pointerOver || focusInside;
  useEffect(() => {
    if (!visible || held) return;
    const timer = window.setTimeout(() => {
      if (region.current?.contains(document.activeElement)) document.getElementById("main")?.focus();
      setClosed(true);
    }, NOTICE_DISPLAY_MS[notice.tone]);
    return () => window.clearTimeout(timer);
  }, [visible, held, notice.tone]);

  if (!visible) return null;
  const message = notice.key ? t(notice.key) : notice.text;
  if (!message) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4">
      <div
        ref={region}
        role={notice.tone === "error" ? "alert" : "status"}
        aria-atomic="true"
        data-testid="global-notice"
        data-display-ms={NOTICE_DISPLAY_MS[notice.tone]}
        onPointerEnter={() => setPointerOver(true)}
        onPointerLeave={() => setPointerOver(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
        }}
        className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${TONE_CLASSES[notice.tone]}`}
      >
        <p className="flex-1">{message}</p>
        <button
          type="button"
          onClick={close}
          aria-label={t("common.closeMessage")}
          className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
    </div>
  );
}
