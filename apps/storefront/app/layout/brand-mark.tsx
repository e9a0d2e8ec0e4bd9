import { useTranslation } from "../i18n/use-translation";

/** The shop's wordmark, used where the CMS logo is not available (error pages). */
export function BrandMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2.5">
      <img src="/favicon.svg" alt="" className="size-9" width={36} height={36} />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight text-brand-800">{t("common.siteName")}</span>
        <span className="mt-1 text-[11px] font-medium text-ink-500">{t("common.tagline")}</span>
      </span>
    </span>
  );
}
