/**
 * The tag manager in the page (decision 0069): with a container configured, the consent banner until this browser
 * answered, and the tag manager's script once it accepted, carrying the page's CSP nonce. Without a container
 * neither; the dataLayer is filled either way (it stays in the page unless a tag manager reads it).
 */
import { useEffect, useId } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useNonce } from "@dukkan/web-server/nonce";
import { AnalyticsConsentForm } from "./analytics-consent-form";
import { tagManagerScriptUrl, type AnalyticsConsent, type TagManagerConfig } from "./tag-manager-config";

export type TagManagerData = TagManagerConfig & { consent: AnalyticsConsent | null };

export const TAG_MANAGER_SCRIPT_ID = "tag-manager";

/** The tag manager's own loader, as its snippet does it: the start event, then its script, with the page's nonce. */
export function loadTagManager(config: TagManagerConfig, nonce: string, target: Window = window): void {
  const document = target.document;
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = tagManagerScriptUrl(config);
  script.nonce = nonce;
  document.head.appendChild(script);
}

function ConsentBanner() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="analytics-consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-white shadow-card"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-bold text-ink-900">
            {t("analyticsConsent.title")}
          </h2>
          <p id={`${id}-text`} className="text-sm text-ink-700">
            {t("analyticsConsent.text")}
          </p>
        </div>
        <AnalyticsConsentForm describedBy={`${id}-text`} />
      </div>
    </section>
  );
}

export function TagManager({ tagManager }: { tagManager: TagManagerData | null }) {
  const nonce = useNonce();
  const granted = tagManager?.consent === "granted";
  const containerId = tagManager?.containerId;
  const origin = tagManager?.origin;
  useEffect(() => {
    if (granted && containerId && origin) loadTagManager({ containerId, origin }, nonce);
  }, [granted, containerId, origin, nonce]);
  if (!tagManager || tagManager.consent !== null) return null;
  return <ConsentBanner />;
}
