/**
 * The live chat's corner launcher (issue 20; decision 0067): at the page's end corner (2rem from the edges; shopping
 * spec §5) on every page, a link to the chat page before scripts run; once they do, a button that opens the
 * non-modal chat panel (./chat-panel.tsx), loaded the first time it opens.
 */
import type { Language } from "@dukkan/i18n";
import type { Ticket } from "@dukkan/occ/tickets";
import { Icon } from "@dukkan/ui/icon";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLocation } from "react-router";
import { chatMessagesPath, chatPath } from "./chat-paths";

const ChatPanel = lazy(() => import("./chat-panel").then((module) => ({ default: module.ChatPanel })));

/** The corner launcher and, once opened, the panel; not on the chat page itself. */
export function ChatLauncher({
  language,
  signedIn,
  customerName,
}: {
  language: Language;
  signedIn: boolean;
  customerName?: string | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ ticket: Ticket | null } | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = `${panelId}-title`;

  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    void fetch(chatMessagesPath(language), { headers: { accept: "application/json" } })
      .then((response) => response.json() as Promise<{ ticket: Ticket | null }>)
      .then((data) => current && setLoaded(data))
      .catch(() => current && setLoaded({ ticket: null }));
    return () => {
      current = false;
    };
  }, [open, loaded, language]);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  // Escape closes the panel from anywhere in it (it is not modal: the page stays usable beside it).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const panel = document.getElementById(panelId);
      if (event.key === "Escape" && panel?.contains(document.activeElement)) close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, panelId, close]);

  if (pathname === chatPath(language)) return null;
  const position = "fixed bottom-8 end-8 z-20 max-md:[body:has([data-fixed-bottom-bar])_&]:bottom-28";
  const launcherClass =
    "inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-card transition hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300";
  if (!hydrated) {
    return (
      <a
        href={chatPath(language)}
        className={`${position} ${launcherClass}`}
        aria-label={t("chat.open")}
        data-testid="chat-launcher"
      >
        <Icon name="headset" className="size-7" />
      </a>
    );
  }
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel
            id={panelId}
            headingId={headingId}
            language={language}
            signedIn={signedIn}
            customerName={customerName}
            loaded={loaded}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className={`${position} ${launcherClass}`}
        aria-label={open ? t("chat.close") : t("chat.open")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="chat-launcher"
      >
        <Icon name={open ? "close" : "headset"} className="size-7" />
      </button>
    </>
  );
}
