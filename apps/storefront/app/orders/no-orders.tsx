/** The empty state of the dashboard's orders and the order history (account spec §2.13, §2.14). */
import { useTranslation } from "../i18n/use-translation";
import { useLanguage } from "../i18n/use-language";
import { Icon } from "@dukkan/ui/icon";
import { LinkButton } from "@dukkan/ui/link-button";

export function NoOrders() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-200 p-8 text-center"
      data-testid="no-orders"
    >
      <Icon name="package" className="size-10 text-brand-600" />
      <p className="text-ink-700">{t("orders.noOrders")}</p>
      <LinkButton to={`/${language}/`} size="md">
        {t("orders.startShopping")}
      </LinkButton>
    </div>
  );
}
