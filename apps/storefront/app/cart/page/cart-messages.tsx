/**
 * The cart page's global messages (shopping spec §8): one at a time under the heading, announced to screen
 * readers, and gone after the spec's display time (confirmation and error 10 s, info and warning 7 s) or on close.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { CartMessage } from "./cart-forms";
import { Icon } from "@dukkan/ui/icon";

export const MESSAGE_DISPLAY_MS: Record<CartMessage["tone"], number> = {
  success: 10_000,
  error: 10_000,
  info: 7_000,
  warning: 7_000,
};

const TONE_CLASSES: Record<CartMessage["tone"], string> = {
  error: "border-sale/30 bg-sale/5 text-sale",
  warning: "border-accent-300 bg-accent-50 text-accent-700",
  info: "border-ink-200 bg-ink-50 text-ink-800",
  success: "border-brand-200 bg-brand-50 text-brand-800",
};

type Shown = { message: CartMessage; id: number };
const CartMessagesContext = createContext<(message: CartMessage) => void>(() => undefined);

/** Shows a message from a fetcher's answer: `useShowCartMessage()(message)`. */
export function useShowCartMessage() {
  return useContext(CartMessagesContext);
}

/** Shows each new answer's message once (fetchers hand back a new object per answer). */
export function useAnswerMessage(answer: { message?: CartMessage } | undefined) {
  const show = useShowCartMessage();
  useEffect(() => {
    if (answer?.message) show(answer.message);
  }, [answer, show]);
}

export function CartMessagesProvider({ initial, children }: { initial?: CartMessage; children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(initial ? { message: initial, id: 0 } : null);
  const show = useCallback(
    (message: CartMessage) => setShown((previous) => ({ message, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <CartMessagesContext.Provider value={value}>
      <CartMessageBanner shown={shown} onClose={() => setShown(null)} />
      {children}
    </CartMessagesContext.Provider>
  );
}

function CartMessageBanner({ shown, onClose }: { shown: Shown | null; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(onClose, MESSAGE_DISPLAY_MS[shown.message.tone]);
    return () => clearTimeout(timer);
  }, [shown, onClose]);
  const message = shown?.message;
  const text = message ? (message.key ? t(message.key, message.values) : message.text) : undefined;
  return (
    // The live region stays on the page so screen readers announce each new message in it.
    <div aria-live="assertive" aria-atomic="true" className="empty:hidden">
      {message && text ? (
        <div
          key={shown.id}
          role={message.tone === "error" ? "alert" : "status"}
          data-testid="cart-message"
          data-tone={message.tone}
          className={`mt-4 flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${TONE_CLASSES[message.tone]}`}
        >
          <p className="flex-1">{text}</p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("common.closeMessage")}
            className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
