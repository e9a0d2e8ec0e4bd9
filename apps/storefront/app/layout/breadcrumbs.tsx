import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { Icon } from "@dukkan/ui/icon";

export type Crumb = { label: string; to?: string };

/** 'Home' then the page's trail; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const crumbs: Crumb[] = [{ label: t("common.home"), to: `/${language}/` }, ...trail];
  return (
    <nav aria-label={t("breadcrumbs.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-500">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
              {index > 0 ? <Icon name="chevron-end" direction="end" className="size-3.5 text-ink-300" /> : null}
              {crumb.to && !last ? (
                <Link to={crumb.to} className="rounded-sm hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-medium text-ink-800" : undefined}
                >
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
