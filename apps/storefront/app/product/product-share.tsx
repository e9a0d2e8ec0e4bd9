/**
 * The share toggle (spec §2.9): a disclosure that opens links to share the product's full URL on
 * FACEBOOK, LINKEDIN, TWITTER and WHATSAPP, each in a new tab, and the product's QR code (to open the page on a
 * phone; kept in here so that it does not push Add to cart below the first screen). It works without JavaScript.
 */
import { useTranslation } from "../i18n/use-translation";
import type { SocialNetwork } from "../layout/social-networks";
import { shareLinks, type ShareNetwork } from "./share-links";
import { Icon } from "@dukkan/ui/icon";

const NETWORKS: Record<ShareNetwork, { name: string; icon: SocialNetwork }> = {
  FACEBOOK: { name: "Facebook", icon: "facebook" },
  LINKEDIN: { name: "LinkedIn", icon: "linkedin" },
  TWITTER: { name: "X (Twitter)", icon: "x" },
  WHATSAPP: { name: "WhatsApp", icon: "whatsapp" },
};

export function ProductShare({ url, qrCodeImageUrl }: { url: string; qrCodeImageUrl?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <details className="group">
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 transition hover:border-brand-400 hover:text-brand-700 group-open:border-brand-600 group-open:text-brand-800 [&::-webkit-details-marker]:hidden">
        <Icon name="share" className="size-4" />
        {t("product.share.button")}
      </summary>
      <ul aria-label={t("product.share.label")} className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, t("product.share.text")).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-10 items-center justify-center rounded-full bg-ink-100 text-ink-700 transition hover:bg-brand-700 hover:text-white"
            >
              <Icon name={`social-${NETWORKS[network].icon}`} />
              <span className="sr-only">
                {t("product.share.on", { network: NETWORKS[network].name })} {t("common.opensInNewTab")}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {qrCodeImageUrl ? (
        <figure className="mt-3 flex items-center gap-3">
          <img
            src={qrCodeImageUrl}
            alt={t("product.qrCode")}
            width={96}
            height={96}
            loading="lazy"
            className="size-24 rounded-lg border border-ink-200 bg-white p-1.5"
          />
          <figcaption className="max-w-56 text-sm text-ink-600">{t("product.share.scanQr")}</figcaption>
        </figure>
      ) : null}
    </details>
  );
}
