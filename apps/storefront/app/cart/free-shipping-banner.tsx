/** The header's free-shipping banner (shopping spec §2.4); the layout loader decides the message (§4). */
import { useTranslation } from "../i18n/use-translation";
import { useLayoutData } from "../layout/language-layout";

export function FreeShippingBanner() {
  const { t } = useTranslation();
  const banner = useLayoutData()?.cart.freeShipping;
  if (!banner) return null;
  return (
    <p
      className="border-t border-ink-100 bg-brand-50 px-4 py-1.5 text-center text-xs font-semibold text-brand-800 sm:text-sm"
      data-testid="free-shipping-banner"
    >
      {banner.key === "shippingFee.hasShippingFee"
        ? t(banner.key, { amount: banner.amount, interpolation: { escapeValue: false } })
        : t(banner.key)}
    </p>
  );
}
