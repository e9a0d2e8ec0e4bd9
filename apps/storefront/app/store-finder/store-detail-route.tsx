/**
 * /{lang}/store-finder/{storeId}: one store's page — open now, address, phone and e-mail, directions, the week's
 * opening hours and the store on the map. An unknown store is the not-found page.
 */
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data, redirect } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import type { Route } from "./+types/store-detail-route";
import { AddressMap } from "../checkout/address/address-map";
import { mapTiles } from "../checkout/address/map-tiles";
import { NOT_FOUND_PATH } from "../content-pages/static-pages";
import { requireLanguage } from "../i18n/route-language";
import { i18nFor } from "../i18n/i18n";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError } from "../occ/occ-client.server";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { fetchStore } from "./store-finder.server";
import { isStoreName, storeFinderPath } from "./store-paths";
import { StoreContact } from "./store-summary";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  if (!isStoreName(params.storeId)) throw redirect(`/${params.lang}/${NOT_FOUND_PATH}`);
  const { area } = (await getSession(request)).data;
  try {
    const store = await fetchStore(params.storeId, { lang: params.lang, ...(area ? { area } : {}) });
    const { t } = i18nFor(params.lang);
    return data({
      store,
      tiles: mapTiles(),
      seo: { title: store.displayName, description: t("storeFinder.storeDescription", { name: store.displayName }) },
    });
  } catch (error) {
    if (error instanceof OccRequestError && error.isNotFound) throw redirect(`/${params.lang}/${NOT_FOUND_PATH}`);
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaFor(args, args.loaderData.seo) : []);

const clock = (time: { formattedHour?: string | undefined; hour: number; minute: number } | undefined) =>
  time?.formattedHour ?? (time ? `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}` : "");

export default function StoreDetailPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const hydrated = useHydrated();
  const { store, tiles } = loaderData;
  const days = store.openingHours?.weekDayOpeningList ?? [];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:py-8" data-testid="store-detail">
      <Breadcrumbs
        trail={[{ label: t("storeFinder.title"), to: storeFinderPath(language) }, { label: store.displayName }]}
      />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{store.displayName}</h1>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <StoreContact store={store} />
          {store.address.email ? (
            <p className="text-sm text-ink-800">
              <span className="font-semibold">{t("storeFinder.email")}: </span>
              <a href={`mailto:${store.address.email}`} className="text-brand-700 underline">
                {store.address.email}
              </a>
            </p>
          ) : null}
          {days.length > 0 ? (
            <table className="w-full max-w-sm text-sm" data-testid="store-opening-hours">
              <caption className="mb-2 text-start text-base font-semibold text-ink-900">
                {t("storeFinder.openingHours")}
              </caption>
              <tbody>
                {days.map((day) => (
                  <tr key={day.weekDay} className="border-b border-ink-100">
                    <th scope="row" className="py-1.5 pe-4 text-start font-medium text-ink-800">
                      {day.weekDay}
                    </th>
                    <td className="py-1.5 text-ink-700">
                      {day.closed ? (
                        t("storeFinder.closedDay")
                      ) : (
                        // Times read left to right in Arabic too ('08:00 – 22:00', not reversed by the RTL line).
                        <span dir="ltr">{`${clock(day.openingTime)} – ${clock(day.closingTime)}`}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
        {hydrated && store.geoPoint ? (
          <AddressMap
            tiles={tiles}
            label={t("storeFinder.storeMapLabel", { name: store.displayName })}
            markers={[{ ...store.geoPoint, label: store.displayName }]}
            testId="store-map"
          />
        ) : null}
      </div>
    </div>
  );
}
