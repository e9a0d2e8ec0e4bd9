/**
 * The one-time notice a redirect left for this page (e.g. "Your account is activated"): shown under
 * the header until the shopper moves to another page or closes it.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Notice } from "../session/session.server";
import { Icon } from "@dukkan/ui/icon";

const TONE_CLASSES: Record<Notice["tone"], string> = {
  error: "border-sale/30 bg-sale/5 text-sale",
  info: "border-ink-200 bg-ink-50 text-ink-800",
  success: "border-brand-200 bg-brand-50 text-brand-800",
  warning: "border-accent-300 bg-accent-50 text-accent-700",
};

export function GlobalNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [shownOn] = useState(location.key);
  const [closed, setClosed] = useState(false);
  if (closed || location.key !== shownOn) return null;
  const message = notice.key ? t(notice.key) : notice.text;
  if (!message) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4">
      <div
        role={notice.tone === "error" ? "alert" : "status"}
        data-testid="global-notice"
        className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${TONE_CLASSES[notice.tone]}`}
      >
        <p className="flex-1">{message}</p>
        <button
          type="button"
          onClick={() => setClosed(true)}
          aria-label={t("common.closeMessage")}
          className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
    </div>
  );
}
