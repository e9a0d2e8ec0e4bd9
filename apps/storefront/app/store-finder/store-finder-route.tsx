/**
 * /{lang}/store-finder (shopping spec §2.16): the shop's stores on a map and in a list. The search (an emirate, an
 * area or a store's name) is a GET form, so it works before scripts run; 'Use my location' (shown once scripts
 * run, where it works) asks the browser for the shopper's position and lists the stores nearest first. When the
 * browser refuses, the spec's message says so (§8) and the list stays in the shop's order. A shopper who has
 * already allowed the shop their position gets the nearest stores without asking.
 */
import type { Language } from "@dukkan/i18n";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, useNavigate } from "react-router";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import type { Route } from "./+types/store-finder-route";
import { AddressMap } from "../checkout/address/address-map";
import { mapTiles } from "../checkout/address/map-tiles";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { findStores } from "./store-finder.server";
import { readStoreSearch, storeFinderPath, storePath } from "./store-paths";
import { StoreContact } from "./store-summary";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const search = readStoreSearch(new URL(request.url).searchParams);
  const { area } = (await getSession(request)).data;
  const page = await findStores(search, { lang: params.lang, ...(area ? { area } : {}) });
  const { t } = i18nFor(params.lang);
  return data({
    stores: page.stores,
    search,
    tiles: mapTiles(),
    seo: { title: t("storeFinder.title"), description: t("storeFinder.description") },
  });
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const tags = metaFor(args, args.loaderData.seo);
  // A search or a position is the same page for search engines (and a position is the shopper's own).
  const searched = Boolean(args.loaderData.search.query || args.loaderData.search.position);
  return searched ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

type Geolocation = "idle" | "locating" | "refused";

/** Asks the browser for the shopper's position and opens the finder at it; `refused` when it cannot. */
function useNearestStores(language: Language, hasPosition: boolean) {
  const navigate = useNavigate();
  const [state, setState] = useState<Geolocation>("idle");
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState("refused");
      return;
    }
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState("idle");
        void navigate(storeFinderPath(language, { position: coords }));
      },
      () => setState("refused"),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }, [language, navigate]);

  useEffect(() => {
    if (hasPosition || !navigator.permissions) return;
    let current = true;
    navigator.permissions
      .query({ name: "geolocation" })
      .then((permission) => {
        if (!current) return;
        if (permission.state === "granted") locate();
        else if (permission.state === "denied") setState("refused");
      })
      // A browser that cannot tell waits for the shopper's click.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [hasPosition, locate]);

  return { state, locate };
}

export default function StoreFinderPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const hydrated = useHydrated();
  const { stores, search, tiles } = loaderData;
  const { state, locate } = useNearestStores(language, Boolean(search.position));
  const markers = stores.flatMap((store) => (store.geoPoint ? [{ ...store.geoPoint, label: store.displayName }] : []));

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:py-8" data-testid="store-finder">
      <Breadcrumbs trail={[{ label: t("storeFinder.title") }]} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("storeFinder.title")}</h1>
        <p className="text-ink-700">{t("storeFinder.intro")}</p>
      </header>

      <div className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4 sm:flex-row sm:items-end">
        <Form method="get" className="flex flex-1 items-end gap-2" role="search" aria-label={t("storeFinder.title")}>
          <div className="flex-1">
            <TextField
              label={t("storeFinder.searchLabel")}
              name="query"
              type="search"
              defaultValue={search.query ?? ""}
              hint={t("storeFinder.searchHint")}
            />
          </div>
          <Button type="submit" size="md">
            {t("storeFinder.searchSubmit")}
          </Button>
        </Form>
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            size="md"
            onClick={locate}
            disabled={state === "locating"}
            data-testid="use-my-location"
          >
            {state === "locating" ? t("storeFinder.locating") : t("storeFinder.useMyLocation")}
          </Button>
        ) : null}
      </div>

      {state === "refused" ? (
        <div data-testid="geolocation-refused">
          <FormAlert tone="error">{t("storeFinder.geolocationDisabled")}</FormAlert>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="font-semibold text-ink-900" data-testid="store-finder-summary">
          {search.position
            ? t("storeFinder.nearestFirst")
            : search.query
              ? t("storeFinder.resultsFor", { query: search.query })
              : t("storeFinder.allStores")}
        </p>
        {search.position || search.query ? (
          <Link to={storeFinderPath(language)} className="text-sm text-brand-700 underline">
            {t("storeFinder.showAll")}
          </Link>
        ) : null}
      </div>

      {stores.length === 0 ? (
        <p
          className="rounded-2xl border border-dashed border-ink-200 p-8 text-center text-ink-700"
          data-testid="no-stores"
        >
          {t("storeFinder.noStores", { query: search.query ?? "" })}
        </p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <ol className="flex flex-col gap-3" aria-label={t("storeFinder.listLabel")} data-testid="store-list">
            {stores.map((store) => (
              <li key={store.name} className="rounded-2xl border border-ink-200 p-4" data-testid="store-item">
                <h2 className="mb-2 text-lg font-semibold text-ink-900">
                  <Link to={storePath(language, store.name)} className="hover:text-brand-700 hover:underline">
                    {store.displayName}
                  </Link>
                </h2>
                <StoreContact store={store} />
              </li>
            ))}
          </ol>
          {hydrated ? (
            <div className="max-lg:order-first lg:sticky lg:top-4 lg:self-start">
              <AddressMap tiles={tiles} label={t("storeFinder.mapLabel")} markers={markers} testId="store-map" />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
