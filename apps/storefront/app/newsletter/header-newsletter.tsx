/**
 * The header's newsletter box (spec §5): a 'Newsletter' toggle in the top bar opening the box below it,
 * on desktop only — phones keep the header short and subscribe in the footer. A <details> element, so it
 * opens before scripts run; Escape closes it.
 */
import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { NewsletterForm } from "./newsletter-form";
import type { NewsletterCopy } from "./newsletter-rules";
import { Icon } from "@dukkan/ui/icon";

export function HeaderNewsletter({ copy }: { copy?: NewsletterCopy | undefined }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };
  return (
    // Escape from anywhere in the open panel closes it; the summary stays the control that opens it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={details} onKeyDown={closeOnEscape} className="group relative hidden md:block">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-sm font-semibold hover:text-white [&::-webkit-details-marker]:hidden">
        <Icon name="mail" className="size-4" />
        {t("newsletter.headerToggle")}
      </summary>
      <div className="absolute end-0 top-full z-50 mt-2 w-[22rem] rounded-card border border-ink-100 bg-white p-5 text-ink-900 shadow-card">
        <NewsletterForm placement="header" copy={copy} />
      </div>
    </details>
  );
}
