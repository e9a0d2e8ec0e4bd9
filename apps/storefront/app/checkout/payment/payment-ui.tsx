/**
 * Small pieces of the payment step: the page's messages (announced, gone after the spec's display time), the
 * spinner, and the card brand badge of a saved card (spec §9 brands: visa, master, mastercard_eurocard, diners,
 * amex; any other a generic card).
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { PaymentMessage } from "./card-flow-types";
import { Icon } from "@dukkan/ui/icon";

/** Spec §9 message display times: confirmation 10 s, info 7 s, error 10 s, warning 7 s. */
const DISPLAY_MS: Record<PaymentMessage["tone"], number> = {
  success: 10_000,
  error: 10_000,
  info: 7_000,
  warning: 7_000,
};

const TONE_CLASSES: Record<PaymentMessage["tone"], string> = {
  error: "border-sale/30 bg-sale/5 text-sale",
  warning: "border-accent-300 bg-accent-50 text-accent-700",
  info: "border-ink-200 bg-ink-50 text-ink-800",
  success: "border-brand-200 bg-brand-50 text-brand-800",
};

export type ShownMessages = { id: number; messages: PaymentMessage[] };

/**
 * The batch's messages by tone, in the order the tones first appear: one failure says what happened in a few
 * sentences (declined, not paid, order not completed), which belong in one box rather than three.
 */
function byTone(messages: PaymentMessage[]): { tone: PaymentMessage["tone"]; messages: PaymentMessage[] }[] {
  const groups: { tone: PaymentMessage["tone"]; messages: PaymentMessage[] }[] = [];
  for (const message of messages) {
    const group = groups.find((candidate) => candidate.tone === message.tone);
    if (group) group.messages.push(message);
    else groups.push({ tone: message.tone, messages: [message] });
  }
  return groups;
}

/** The latest batch of messages; each batch replaces the previous one and leaves after its longest display time. */
export function PaymentMessages({ shown, persistent = false }: { shown: ShownMessages | null; persistent?: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(shown);
  const [latest, setLatest] = useState(shown);
  if (shown !== latest) {
    setLatest(shown);
    setVisible(shown);
  }
  useEffect(() => {
    if (!shown || persistent) return;
    const longest = Math.max(...shown.messages.map((message) => DISPLAY_MS[message.tone]));
    const timer = setTimeout(() => setVisible(null), longest);
    return () => clearTimeout(timer);
  }, [shown, persistent]);
  return (
    <div aria-live="polite" className="flex flex-col gap-2 empty:hidden" data-testid="payment-messages">
      {visible
        ? byTone(visible.messages).map((group) => (
            <div
              key={`${visible.id}-${group.tone}`}
              role={group.tone === "error" ? "alert" : "status"}
              data-tone={group.tone}
              className={`flex flex-col gap-1 rounded-xl border px-4 py-3 text-sm font-medium ${TONE_CLASSES[group.tone]}`}
            >
              {group.messages.map((message, index) => (
                <p key={index}>{message.key ? t(message.key) : message.text}</p>
              ))}
            </div>
          ))
        : null}
    </div>
  );
}

export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-ink-700 ${className}`}>
      <Icon name="spinner" className="size-6 animate-spin text-brand-700" />
      <span className="font-medium">{label}</span>
    </div>
  );
}

const BRANDS = ["visa", "master", "mastercard_eurocard", "diners", "amex"] as const;
type Brand = (typeof BRANDS)[number] | "other";

function brandOf(code: string | undefined): Brand {
  const normalised = code?.toLowerCase();
  if (normalised === "mastercard") return "master";
  return (BRANDS as readonly string[]).includes(normalised ?? "") ? (normalised as Brand) : "other";
}

const BRAND_MARK: Record<Brand, { text: string; className: string }> = {
  visa: { text: "VISA", className: "bg-[#1a1f71] text-white italic" },
  master: { text: "MC", className: "bg-[#eb001b] text-white" },
  mastercard_eurocard: { text: "MC", className: "bg-[#eb001b] text-white" },
  diners: { text: "DC", className: "bg-[#0079be] text-white" },
  amex: { text: "AMEX", className: "bg-[#2e77bb] text-white" },
  other: { text: "", className: "bg-ink-100 text-ink-700" },
};

/** The card's brand as a small badge with its name for assistive technology. */
export function CardBrandIcon({ code }: { code: string | undefined }) {
  const { t } = useTranslation();
  const brand = brandOf(code);
  const mark = BRAND_MARK[brand];
  return (
    <span
      role="img"
      aria-label={t(`paymentMethods.cardBrand.${brand}`)}
      className={`inline-flex h-7 w-11 shrink-0 items-center justify-center rounded-md text-[0.65rem] font-black tracking-wide ${mark.className}`}
      data-brand={brand}
    >
      {mark.text || <Icon name="card" />}
    </span>
  );
}
