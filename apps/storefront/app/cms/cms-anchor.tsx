import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { ResolvedLink } from "./cms-link";

/** A resolved CMS link: a router link inside the shop, a plain anchor (new tab when asked) outside it. */
export function CmsAnchor({
  link,
  className,
  children,
  ariaLabel,
}: {
  link: ResolvedLink;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  if (link.kind === "internal") {
    return (
      <Link to={link.to} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      aria-label={ariaLabel && link.newTab ? `${ariaLabel} ${t("common.opensInNewTab")}` : ariaLabel}
      {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
      {link.newTab && !ariaLabel ? <span className="sr-only"> {t("common.opensInNewTab")}</span> : null}
    </a>
  );
}
