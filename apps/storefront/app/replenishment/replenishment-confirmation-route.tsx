/**
 * /{lang}/replenishment-confirmation/{replenishmentOrderCode} (checkout spec §2.16): after scheduling, the heading
 * 'Confirmation of order' with the replenishmentOrderCode, thanks, the schedule's overview and a link to its
 * details. Signed-in customers only; another customer's code is not found.
 */
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data } from "react-router";
import { LinkButton } from "@dukkan/ui/link-button";
import type { Route } from "./+types/replenishment-confirmation-route";
import { privatePageMeta } from "../seo/page-meta";
import { ReplenishmentOverview } from "./replenishment-overview";
import { replenishmentDetailPath } from "./replenishment-paths";
import { loadReplenishment } from "./replenishment.server";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, t }) => {
    const replenishment = await loadReplenishment(args.params.replenishmentOrderCode, context);
    if (!replenishment) throw data(null, { status: 404 });
    return { replenishment, title: t("replenishmentConfirmation.title") };
  });

export const meta: Route.MetaFunction = privatePageMeta;

export default function ReplenishmentConfirmationPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { replenishment } = loaderData;
  const code = replenishment.replenishmentOrderCode;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="replenishment-confirmation">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("orderConfirmation.heading", { code })}</h1>
      <div role="status" className="flex flex-col gap-1 text-ink-800">
        <p className="text-lg font-semibold">{t("orderConfirmation.thankYou")}</p>
        <p>{t("replenishmentConfirmation.scheduled")}</p>
      </div>
      <section className="rounded-2xl border border-ink-200 p-4 sm:p-6">
        <ReplenishmentOverview replenishment={replenishment} />
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to={replenishmentDetailPath(params.lang as Language, code)} size="md">
          {t("replenishmentConfirmation.viewDetails")}
        </LinkButton>
        <LinkButton to={`/${params.lang}/`} variant="secondary" size="md">
          {t("orderConfirmation.continueShopping")}
        </LinkButton>
      </div>
    </div>
  );
}
