import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { useLayoutData } from "../layout/language-layout";
import { Icon } from "@dukkan/ui/icon";

/** The header's way to the wishlist page, for signed-in customers (guests have no wishlist, spec §6). */
export function WishlistHeaderLink({ label }: { label?: string } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const layout = useLayoutData();
  if (!layout?.customer) return null;
  const count = layout.wishlist.length;
  return (
    <Link
      to={`/${language}/my-account/wishlist`}
      aria-label={`${label ?? t("wishlist.headerLink")}${count > 0 ? ` (${t("wishlist.count", { count })})` : ""}`}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink-800 transition hover:bg-brand-50 hover:text-sale"
    >
      <Icon name="heart" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-sale px-1 text-[0.6875rem] font-bold leading-5 text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
