/**
 * The configurator overview (shopping spec §2.1 'configurator overview'):
 * `/:lang/configure-overview/textfield/cartEntry/entityKey/{entryNumber}[/displayOnly/true]` lists the texts a
 * cart entry carries, says when a required one is missing (status ERROR keeps the cart from checkout, §4), and
 * links to the configurator to change them unless display-only.
 */
import { useTranslation } from "../i18n/use-translation";
import { data, Link } from "react-router";
import type { Route } from "./+types/configurator-overview-route";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError } from "../occ/occ-client.server";
import { productPath } from "../product/tile/product-display";
import { ProductImage } from "../product/tile/product-image";
import { privatePageMeta } from "../seo/page-meta";
import { getSession, sessionHeaders } from "../session/session.server";
import { entryNumberOf, hasConfigurationError } from "./configurator-form";
import { fetchCartEntry } from "./configurator.server";
import { requireLanguage } from "../i18n/route-language";
import { LinkButton } from "@dukkan/ui/link-button";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  const entryNumber = entryNumberOf(params.entityKey);
  requireLanguage(language);
  if (params.ownerType !== "cartEntry" || entryNumber === undefined) {
    throw data(null, { status: 404 });
  }
  const session = await getSession(request);
  let found: Awaited<ReturnType<typeof fetchCartEntry>>;
  try {
    found = await fetchCartEntry(session, language, entryNumber);
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
  if (!found?.entry.product) throw data(null, { status: 404 });
  const { entry, infos } = found;
  const product = entry.product!;
  return data(
    {
      entryNumber,
      product,
      quantity: entry.quantity ?? 1,
      total: entry.totalPrice?.formattedValue,
      infos,
      hasError: hasConfigurationError(infos),
      displayOnly: params.displayOnly === "true",
      title: i18nFor(language).t("configurator.overviewTitle", { name: product.name ?? product.code }),
    },
    { headers: await sessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ConfiguratorOverviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { product, infos, title, entryNumber } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs trail={[{ label: t("configurator.cart"), to: `/${language}/cart` }, { label: title }]} />
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        <div className="w-32 shrink-0">
          <ProductImage product={product} sizes="128px" />
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
          <Link to={productPath(product, language)} className="text-sm text-brand-700 hover:underline">
            {product.name ?? product.code}
          </Link>
          <p className="text-sm text-ink-600">
            {t("configurator.quantity")}: {loaderData.quantity}
            {loaderData.total ? ` · ${loaderData.total}` : ""}
          </p>
        </div>
      </div>
      {loaderData.hasError ? (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-sale/30 bg-sale/5 px-4 py-3 text-sm font-medium text-sale"
        >
          {t("configurator.entryHasErrors")}
        </p>
      ) : null}
      <dl
        className="mt-6 divide-y divide-ink-100 rounded-card bg-white shadow-card"
        data-testid="configuration-overview"
      >
        {infos.map((info, index) => (
          <div key={`${info.configurationLabel}-${index}`} className="flex flex-wrap gap-2 px-5 py-3">
            <dt className="w-48 shrink-0 text-sm font-semibold text-ink-700">{info.configurationLabel}</dt>
            <dd
              className={`min-w-0 flex-1 break-words text-sm ${info.status === "ERROR" ? "text-sale" : "text-ink-900"}`}
            >
              {info.configurationValue || (info.status === "ERROR" ? t("configurator.missingValue") : "—")}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {loaderData.displayOnly ? null : (
          <LinkButton to={`/${language}/configure/textfield/cartEntry/entityKey/${entryNumber}`} size="md">
            {t("configurator.edit")}
          </LinkButton>
        )}
        <Link
          to={`/${language}/cart`}
          className="rounded-full border border-ink-200 px-5 py-2.5 text-sm font-semibold text-ink-800 hover:border-brand-300"
        >
          {t("configurator.backToCart")}
        </Link>
      </div>
    </div>
  );
}
