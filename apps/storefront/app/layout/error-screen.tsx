import { useTranslation } from "../i18n/use-translation";
import { useLanguage } from "../i18n/use-language";
import { BrandMark } from "./brand-mark";
import { LinkButton } from "@dukkan/ui/link-button";

/**
 * The page shown when something is missing or broken. `standalone` draws its own minimal header for
 * errors raised before the shop's header could load.
 */
export function ErrorScreen({ notFound, standalone = false }: { notFound: boolean; standalone?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = notFound ? t("notFound.title") : t("error.title");
  const content = (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${title} | ${t("common.siteName")}`}</title>
      <p className="text-7xl font-black tracking-tight text-brand-200" aria-hidden="true">
        {notFound ? "404" : "!"}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-ink-600">{notFound ? t("notFound.message") : t("error.message")}</p>
      <LinkButton to={`/${language}/`} reloadDocument={standalone} className="mt-8">
        {t("notFound.backHome")}
      </LinkButton>
    </div>
  );
  if (!standalone) return content;
  return (
    <>
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center px-4 py-4">
          <a href={`/${language}/`} className="rounded-md" aria-label={t("header.homeLink")}>
            <BrandMark />
          </a>
        </div>
      </header>
      <main id="main">{content}</main>
    </>
  );
}
