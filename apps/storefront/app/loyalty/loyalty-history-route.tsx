/**
 * /{lang}/my-account/loyalty-history (account spec §2.12, §9): the points and their value, then the history 5 a
 * page: transaction, source, date, expire date, points, value. The sort (date, transaction) is a GET form and the
 * pages are links above and below, both in the URL (`?page=&sort=`); a new sort starts at the first page. No
 * history: the empty state myLoyalty.noData with 'Start shopping'.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import type { LoyaltyHistoryEntry } from "@dukkan/occ/loyalty";
import { LOYALTY_HISTORY_SORTS, type LoyaltyHistorySort } from "@dukkan/occ/loyalty-constants";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/loyalty-history-route";
import { loadAccountList } from "../account-list/account-list.server";
import { AccountListRow, AccountTablePage, type AccountTableSpec } from "../account-list/account-list-page";
import { useLanguage } from "../i18n/use-language";
import { privatePageMeta } from "../seo/page-meta";
import { orderDetailsPath } from "../orders/amend/amend-paths";
import { loadLoyaltyHistory, loadLoyaltySummary } from "./loyalty.server";
import { loyaltyDate, loyaltyHistoryPath, loyaltyQrPath, signedPoints } from "./loyalty-format";

const HISTORY: AccountTableSpec<LoyaltyHistorySort> = {
  list: { testId: "loyalty-history", messages: "myLoyalty", href: loyaltyHistoryPath },
  loader: { sorts: LOYALTY_HISTORY_SORTS, defaultSort: "byDate", titleKey: "myLoyalty.historyTitle" },
  table: { columns: ["transaction", "source", "date", "expireDate", "points", "value"] },
  empty: { testId: "no-loyalty-history", icon: "package", text: "noData", startShopping: true },
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountList(args, HISTORY.loader, async (query, context) => {
    const [summary, list] = await Promise.all([loadLoyaltySummary(context), loadLoyaltyHistory(query, context)]);
    return { summary, list };
  });

export const meta: Route.MetaFunction = privatePageMeta;

function LoyaltyRow({ entry }: { entry: LoyaltyHistoryEntry }) {
  const language = useLanguage();
  return (
    <AccountListRow testId="loyalty-row">
      <td className="py-3 pe-3 font-mono text-ink-700" dir="ltr">
        {entry.transactionId}
      </td>
      <td className="py-3 pe-3 text-ink-900" data-testid="loyalty-row-source">
        {entry.orderCode ? (
          <Link to={orderDetailsPath(language, entry.orderCode)} className="underline">
            {entry.source}
          </Link>
        ) : (
          entry.source
        )}
      </td>
      <td className="py-3 pe-3 text-ink-700" data-testid="loyalty-row-date">
        {loyaltyDate(entry.date, language)}
      </td>
      <td className="py-3 pe-3 text-ink-700">{entry.expireDate ? loyaltyDate(entry.expireDate, language) : "—"}</td>
      <td
        className={`py-3 pe-3 font-semibold ${entry.balanceUpdate.points < 0 ? "text-ink-900" : "text-brand-800"}`}
        dir="ltr"
        data-testid="loyalty-row-points"
      >
        {signedPoints(entry.balanceUpdate.points, language)}
      </td>
      <td className="py-3 pe-3 text-ink-700" data-testid="loyalty-row-value">
        {formatFils(toFils(entry.balanceUpdate.value), language)}
      </td>
    </AccountListRow>
  );
}

/** The points and their value, and the way to the member code, under the heading. */
function LoyaltySummaryLines({ points, value, language }: { points: number; value: number; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-semibold text-brand-800" data-testid="loyalty-summary">
        {t("myLoyalty.summary", { points, value: formatFils(toFils(value), language) })}
      </p>
      <Link to={loyaltyQrPath(language)} className="text-sm text-brand-700 underline">
        {t("myLoyalty.qrLink")}
      </Link>
    </>
  );
}

export default function LoyaltyHistoryPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { summary, list } = loaderData;
  return (
    <AccountTablePage
      spec={HISTORY}
      data={loaderData}
      intro={<LoyaltySummaryLines points={summary.points} value={summary.value} language={language} />}
      rows={list.results.map((entry) => (
        <LoyaltyRow key={entry.transactionId} entry={entry} />
      ))}
    />
  );
}
