/**
 * /{lang}/my-account/loyalty-qr-code (account spec §2.12): the member QR code the shop's tills scan, drawn by the
 * API from a signed token valid 15 minutes, with the member number beside it and the points. 'Show a new code' is a
 * link to the page itself, so it works before scripts load.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/loyalty-qr-route";
import { privatePageMeta } from "../seo/page-meta";
import { LinkButton } from "@dukkan/ui/link-button";
import { loadLoyaltySummary, loadMemberQrCode } from "./loyalty.server";
import { loyaltyHistoryPath, loyaltyQrPath, loyaltyTime } from "./loyalty-format";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(
    args,
    async ({ context, t }) => {
      const [qr, summary] = await Promise.all([loadMemberQrCode(context), loadLoyaltySummary(context)]);
      return { qr, summary, title: t("myLoyalty.qrTitle") };
    },
    // A code is a pass to the member's points: never kept by a cache.
    { "Cache-Control": "no-store" },
  );

export const meta: Route.MetaFunction = privatePageMeta;

export default function LoyaltyQrPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { qr, summary } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="loyalty-qr">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("myLoyalty.qrTitle")}</h1>
      <p className="text-ink-700">{t("myLoyalty.qrIntro")}</p>
      <div className="flex flex-col items-center gap-6 rounded-2xl border border-ink-200 p-6 sm:flex-row sm:items-center">
        <img
          src={`data:image/png;base64,${qr.encryptedQRCode}`}
          alt={t("myLoyalty.qrImage", { member: qr.memberNumber })}
          width={280}
          height={280}
          className="size-56 shrink-0 rounded-xl bg-white sm:size-64"
          data-testid="loyalty-qr-image"
        />
        <div className="flex flex-col gap-3 text-center sm:text-start">
          <dl>
            <dt className="text-sm text-ink-600">{t("myLoyalty.memberNumber")}</dt>
            <dd className="font-mono text-xl font-bold text-ink-900" dir="ltr" data-testid="loyalty-member-number">
              {qr.memberNumber}
            </dd>
          </dl>
          <p className="font-semibold text-brand-800" data-testid="loyalty-points">
            {t("myLoyalty.summary", { points: summary.points, value: formatFils(toFils(summary.value), language) })}
          </p>
          <p className="text-sm text-ink-700">
            {t("myLoyalty.validUntil", { time: loyaltyTime(qr.expiresAt, language) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={loyaltyQrPath(language)} reloadDocument size="md">
          {t("myLoyalty.refresh")}
        </LinkButton>
        <LinkButton to={loyaltyHistoryPath(language)} variant="secondary" size="md">
          {t("myLoyalty.historyTitle")}
        </LinkButton>
      </div>
    </div>
  );
}
