/** The empty state of the dashboard's orders and the order history (account spec §2.13, §2.14). */
import { AccountListEmpty } from "../account-list/account-list-page";
import { useTranslation } from "../i18n/use-translation";

export function NoOrders() {
  const { t } = useTranslation();
  return (
    <AccountListEmpty
      testId="no-orders"
      icon="package"
      text={t("orders.noOrders")}
      startShopping={t("orders.startShopping")}
    />
  );
}
