/**
 * /{lang}/my-account/my-replenishments (account spec §2.22 history table, §9): the customer's replenishment
 * orders, 5 a page: replenishment ID (to its details), PO number ('empty' when blank), start on (M/d/yyyy),
 * frequency (its text less the time of day), next order date (or 'cancelled'), total with tax, and 'Cancel' on
 * active ones (the cancel dialog; its page before scripts run). Sort (date, number, next order date) and page are
 * in the URL. No replenishment orders: the empty state with 'Start shopping'.
 */
import { formatFils, toFils } from "@dukkan/money";
import type { ReplenishmentOrder } from "@dukkan/occ/replenishment";
import { REPLENISHMENT_SORTS, type ReplenishmentSort } from "@dukkan/occ/replenishment-constants";
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/replenishment-list-route";
import { loadAccountList } from "../account-list/account-list.server";
import type { AccountTableSpec } from "../account-list/account-list-page";
import { AccountListRow, AccountTablePage } from "../account-list/account-list-page";
import { useLanguage } from "../i18n/use-language";
import { privatePageMeta } from "../seo/page-meta";
import { frequencyText, replenishmentDate } from "./replenishment-format";
import { CancelReplenishmentButton } from "./cancel-replenishment-button";
import { replenishmentDetailPath, replenishmentListPath } from "./replenishment-paths";
import { listReplenishments } from "./replenishment.server";

const COLUMNS = ["replenishmentOrderId", "purchaseOrderNumber", "startOn", "frequency", "nextOrderDate", "total"];

const REPLENISHMENTS: AccountTableSpec<ReplenishmentSort> = {
  list: { testId: "replenishment-list", messages: "replenishmentOrderHistory", href: replenishmentListPath },
  loader: { sorts: REPLENISHMENT_SORTS, defaultSort: "byDate", titleKey: "replenishmentOrderHistory.title" },
  table: { columns: COLUMNS, action: "cancel", sortWidth: "w-56" },
  empty: { testId: "no-replenishments", icon: "package", text: "noOrders", startShopping: true },
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountList(args, REPLENISHMENTS.loader, async (query, context) => ({
    list: await listReplenishments(query, context),
  }));

export const meta: Route.MetaFunction = privatePageMeta;

function ReplenishmentRow({ replenishment }: { replenishment: ReplenishmentOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const code = replenishment.replenishmentOrderCode;
  const next = replenishment.trigger.activationTime;
  return (
    <AccountListRow testId="replenishment-row" number={code} detailsTo={replenishmentDetailPath(language, code)}>
      <td className="py-3 pe-3 text-ink-700">
        {replenishment.purchaseOrderNumber || t("replenishmentOrderHistory.empty")}
      </td>
      <td className="py-3 pe-3 text-ink-700">{replenishmentDate(replenishment.firstDate)}</td>
      <td className="py-3 pe-3 text-ink-700" data-testid="replenishment-row-frequency">
        {frequencyText(replenishment.trigger.displayTimeTable)}
      </td>
      <td className="py-3 pe-3 text-ink-700" data-testid="replenishment-row-next">
        {replenishment.active && next ? replenishmentDate(next) : t("replenishmentOrderHistory.cancelled")}
      </td>
      <td className="py-3 pe-3 font-semibold text-ink-900">
        {formatFils(toFils(replenishment.totalPriceWithTax.value), language)}
      </td>
      <td className="py-3 text-end">
        {replenishment.active ? (
          <CancelReplenishmentButton
            language={language}
            code={code}
            from="list"
            variant="secondary"
            size="sm"
            label={t("replenishmentOrderHistory.cancelOf", { code })}
            testId="replenishment-row-cancel"
          >
            {t("replenishmentOrderHistory.cancel")}
          </CancelReplenishmentButton>
        ) : null}
      </td>
    </AccountListRow>
  );
}

export default function ReplenishmentListPage({ loaderData }: Route.ComponentProps) {
  const rows = loaderData.list.replenishmentOrders.map((replenishment) => (
    <ReplenishmentRow key={replenishment.replenishmentOrderCode} replenishment={replenishment} />
  ));
  return <AccountTablePage spec={REPLENISHMENTS} data={loaderData} rows={rows} />;
}
