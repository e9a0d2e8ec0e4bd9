/**
 * The newsletter box shared by the header, footer and cart (spec §2.15, §5): an e-mail field and a
 * subscribe button. Before scripts run it is a plain form post to `/:lang/newsletter` (which shows the
 * outcome on its own page, or in the footer's case of a wrongly typed address goes back); afterwards it
 * checks the address in place — nothing is sent for a wrong one — and subscribes through a fetcher.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useFetcher, useLocation } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";
import {
  isNewsletterEmail,
  showsFormatError,
  type NewsletterActionData,
  type NewsletterCopy,
  type NewsletterPlacement,
} from "./newsletter-rules";

type Outcome = NewsletterActionData | { ok: false; reason: "formatError" };

const TONES = {
  light: {
    title: "text-base font-bold text-ink-900",
    content: "text-sm text-ink-600",
    input:
      "border-ink-200 bg-white text-ink-900 placeholder:text-ink-400 focus-visible:border-brand-500 focus-visible:outline-brand-300",
    button: "bg-brand-700 text-white hover:bg-brand-800",
    success: "text-brand-800",
    error: "text-sale",
  },
  dark: {
    title: "text-base font-bold text-white",
    content: "text-sm text-brand-100/80",
    input:
      "border-white/20 bg-white/10 text-white placeholder:text-brand-100/60 focus-visible:border-accent-300 focus-visible:outline-accent-400",
    button: "bg-accent-400 text-ink-900 hover:bg-accent-300",
    success: "text-accent-200",
    error: "text-accent-200",
  },
} as const;

export function NewsletterForm({
  placement,
  copy = {},
  outcome: pageOutcome,
}: {
  placement: NewsletterPlacement;
  /** The CMS NewsletterComponent's words. */
  copy?: NewsletterCopy;
  /** The outcome of a plain form post, on the newsletter page. */
  outcome?: NewsletterActionData | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewsletterActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const [formatError, setFormatError] = useState(false);
  const id = useId();
  const tone = TONES[placement === "footer" ? "dark" : "light"];

  const busy = fetcher.state !== "idle";
  const outcome: Outcome | undefined = formatError
    ? { ok: false, reason: "formatError" }
    : busy
      ? undefined
      : (fetcher.data ?? pageOutcome);

  // A subscribed address is done with: the field empties for the next one.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const checkAddress = (event: FormEvent<HTMLFormElement>) => {
    const email = new FormData(event.currentTarget).get("email");
    const valid = isNewsletterEmail(typeof email === "string" ? email.trim() : email);
    // Spec §5: a wrong address is never sent; the footer shows nothing, the other boxes say why.
    if (!valid) event.preventDefault();
    setFormatError(!valid && showsFormatError(placement));
  };

  const message = outcome
    ? outcome.ok
      ? t("email.subscribeSuccess")
      : outcome.reason === "formatError"
        ? t("email.formatError")
        : outcome.message
    : "";
  const invalid = outcome !== undefined && !outcome.ok && outcome.reason === "formatError";
  const title = copy.title ?? t("newsletter.title");

  return (
    <div className="flex flex-col gap-3" data-testid={`newsletter-${placement}`}>
      {placement === "page" ? null : (
        <h2 id={`${id}-title`} className={tone.title}>
          {title}
        </h2>
      )}
      <p className={tone.content}>{copy.content ?? t("newsletter.content")}</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={`/${language}/newsletter`}
        noValidate
        onSubmit={checkAddress}
        aria-labelledby={placement === "page" ? undefined : `${id}-title`}
        className="flex flex-col gap-2 sm:flex-row"
      >
        <input type="hidden" name="placement" value={placement} />
        {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("newsletter.emailLabel")}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={copy.placeholder ?? t("newsletter.placeholder")}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-message`}
          onChange={() => setFormatError(false)}
          className={`h-11 w-full min-w-0 rounded-full sm:flex-1 border px-4 text-sm outline-offset-2 focus-visible:outline-2 ${tone.input}`}
        />
        <button
          type="submit"
          disabled={busy}
          className={`h-11 shrink-0 rounded-full px-5 text-sm font-bold shadow-card transition disabled:opacity-70 ${tone.button}`}
        >
          {busy ? t("newsletter.subscribing") : (copy.buttonText ?? t("newsletter.subscribe"))}
        </button>
      </fetcher.Form>
      <p
        id={`${id}-message`}
        role="status"
        aria-live="polite"
        className={`min-h-5 text-sm font-medium ${outcome?.ok ? tone.success : tone.error}`}
      >
        {message}
      </p>
    </div>
  );
}
