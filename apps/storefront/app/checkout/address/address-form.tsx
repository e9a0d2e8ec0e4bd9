/**
 * The checkout's address form (checkout spec §2.7, §5.1): country, emirate and area (searchable), names, street
 * lines, city (and postal code outside AE), TRN (pre-filled and disabled from the profile), the map with read-only
 * latitude and longitude, e-mail and phone (a hint for guests), 'set as default', back and Continue. It posts to the
 * step's action, so it works before scripts load; the map needs scripts, so until then the coordinates are typed.
 */
import type { GeocodeAnswer } from "@dukkan/occ/checkout";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { TextField } from "@dukkan/ui/field";
import { RegionAreaFields, type RegionChoice } from "../../area/region-area-fields";
import { useLanguage } from "../../i18n/use-language";
import { addressLinesOf, preferredResult, resultInRegion, typedAddressQuery } from "./address-rules";
import { AddressMap, AREA_ZOOM, type LatLng, type MapFocus } from "./address-map";
import type { FieldErrors, FormValues } from "./checkout-address.server";
import type { MapTiles } from "./map-tiles";

export type AddressFormProps = {
  regions: RegionChoice[];
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  isGuest: boolean;
  profileTrn?: string | undefined;
  showSetAsDefault: boolean;
  tiles: MapTiles;
  /** The areas' centres by iso code: the map opens on the chosen area's. */
  areaCentres: Record<string, LatLng>;
  back: { to: string; label: string };
  hydrated: boolean;
};

type MapMessage = { key: "map.outOfScope"; region: string } | { key: "map.notWorking"; reason: string };

/** How long typing rests before the typed address is looked up on the map. */
const TYPING_PAUSE_MS = 700;

async function fetchGeocode(language: string, query: Record<string, string>): Promise<GeocodeAnswer> {
  const response = await fetch(`/${language}/checkout/geocoding?${new URLSearchParams(query)}`, {
    headers: { Accept: "application/json" },
  });
  const answer = (await response.json()) as GeocodeAnswer;
  if (answer.status === "ERROR") throw new Error(answer.errorMessage || `HTTP ${response.status}`);
  return answer;
}

const parseCoordinate = (text: string | undefined) => {
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
};

export function AddressForm(props: AddressFormProps) {
  const { regions, errors, formError, isGuest, profileTrn, showSetAsDefault, tiles, back, hydrated } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const busy = useNavigation().state !== "idle";
  const [values, setValues] = useState<FormValues>(props.values);
  const [message, setMessage] = useState<MapMessage | undefined>();
  const [focus, setFocus] = useState<MapFocus | undefined>();
  const messageId = useId();
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  /** A typed-in field's name, value, change handler and error message. */
  const field = (name: string) => ({
    name,
    value: values[name] ?? "",
    onChange: set(name),
    error: errors[name] && t(errors[name]),
  });
  const region = regions.find((candidate) => candidate.isocode === values.regionIsocode);
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  const pin: LatLng | undefined =
    latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
  // Before a typed address is found, the map looks at the chosen area's streets.
  const areaCentre = values.areaIsocode ? props.areaCentres[values.areaIsocode] : undefined;
  const mapFocus: MapFocus | undefined = focus ?? (areaCentre ? { ...areaCentre, zoom: AREA_ZOOM } : undefined);

  // New values from the server (an action's answer, another address) replace what the form shows.
  const [givenValues, setGivenValues] = useState(props.values);
  if (props.values !== givenValues) {
    setGivenValues(props.values);
    setValues(props.values);
  }

  // Spec §2.7 'Typing': the typed address is looked up and the map looks there (the pin stays the shopper's).
  const query = typedAddressQuery({
    line1: values.line1,
    town: values.town,
    region: region?.name,
    country: t("addressBook.field.countryName"),
  });
  const wantsLookUp = useEffectEvent(() => !pin && Boolean(values.line1?.trim()));
  const lookUp = useEffectEvent((address: string) => {
    fetchGeocode(language, { address })
      .then((answer) => {
        const location = preferredResult(answer)?.geometry.location;
        if (location) setFocus({ latitude: location.lat, longitude: location.lng, zoom: 13 });
      })
      .catch((error: unknown) => setMessage({ key: "map.notWorking", reason: String((error as Error).message) }));
  });
  // Only a change of the typed address starts a look-up (a moved pin or the language do not).
  useEffect(() => {
    if (!hydrated || !wantsLookUp()) return;
    const timer = setTimeout(() => lookUp(query), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, hydrated]);

  async function pick(point: LatLng) {
    const regionIsocode = values.regionIsocode ?? "";
    const regionName = region?.name ?? regionIsocode;
    let answer: GeocodeAnswer;
    try {
      answer = await fetchGeocode(language, { latitude: String(point.latitude), longitude: String(point.longitude) });
    } catch (error) {
      // The pin still counts (the server verifies it); only the street fields cannot be filled.
      setMessage({ key: "map.notWorking", reason: String((error as Error).message) });
      setValues((current) => ({ ...current, ...coordinatesOf(point) }));
      return;
    }
    const result = preferredResult(answer);
    if (!resultInRegion(result, regionIsocode)) {
      setMessage({ key: "map.outOfScope", region: regionName });
      setValues((current) => ({ ...current, latitude: "", longitude: "" }));
      return;
    }
    setMessage(undefined);
    const lines = addressLinesOf(result!);
    setValues((current) => ({
      ...current,
      ...coordinatesOf(point),
      ...(lines.line1 ? { line1: lines.line1 } : {}),
      ...(lines.line2 ? { line2: lines.line2 } : {}),
      ...(lines.town ? { town: lines.town } : {}),
    }));
  }

  return (
    <Form method="post" noValidate className="flex flex-col gap-5" aria-busy={busy} data-testid="address-form">
      <input type="hidden" name="intent" value="create-address" />
      {formError ? <FormAlert tone="error">{t(formError)}</FormAlert> : null}
      <TextField
        label={t("addressBook.field.country")}
        name="countryName"
        value={t("addressBook.field.countryName")}
        disabled
        readOnly
      />
      <RegionAreaFields
        regions={regions}
        value={{ regionIsocode: values.regionIsocode ?? "", areaIsocode: values.areaIsocode ?? "" }}
        onChange={(next) => {
          setValues((current) => ({ ...current, ...next }));
          setMessage(undefined);
          // Another area: the map goes to its centre (a typed address is looked up again as it changes).
          setFocus(undefined);
        }}
        errors={{ region: errors.regionIsocode, area: errors.areaIsocode }}
        hydrated={hydrated}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("addressBook.field.firstName")}
          {...field("firstName")}
          autoComplete="given-name"
          required
        />
        <TextField label={t("addressBook.field.lastName")} {...field("lastName")} autoComplete="family-name" required />
      </div>
      <TextField label={t("addressBook.field.line1")} {...field("line1")} autoComplete="address-line1" required />
      <TextField label={t("addressBook.field.line2")} {...field("line2")} autoComplete="address-line2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("addressBook.field.town")} {...field("town")} autoComplete="address-level2" required />
        {/* Spec §2.7, §9: the postal code is hidden for AE, the only country the shop delivers to. */}
      </div>
      <TextField
        label={t("addressBook.field.trn")}
        name="trn"
        value={profileTrn ?? values.trn ?? ""}
        onChange={set("trn")}
        disabled={Boolean(profileTrn)}
        {...(profileTrn ? { hint: t("checkoutAddress.trnFromProfile") } : {})}
        error={errors.trn && t(errors.trn)}
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm text-ink-700">{hydrated ? t("map.hint") : t("checkoutAddress.noScriptPin")}</p>
        {hydrated ? (
          <AddressMap
            tiles={tiles}
            label={t("map.label")}
            pin={pin}
            focus={mapFocus}
            onPick={(point) => void pick(point)}
            greyscale={!pin}
          />
        ) : null}
        <div id={messageId} aria-live="polite">
          {pin && !message ? (
            <p className="sr-only">{t("map.pinPlaced", { latitude: values.latitude, longitude: values.longitude })}</p>
          ) : null}
          {message ? (
            <p role="alert" className="text-sm font-medium text-sale" data-testid="map-message">
              {message.key === "map.outOfScope"
                ? t("map.outOfScope", { region: message.region })
                : t("map.notWorking", { reason: message.reason })}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("checkoutAddress.latitude")}
            {...field("latitude")}
            inputMode="decimal"
            readOnly={hydrated}
            required
          />
          <TextField
            label={t("checkoutAddress.longitude")}
            {...field("longitude")}
            inputMode="decimal"
            readOnly={hydrated}
            required
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("addressBook.field.email")} {...field("email")} type="email" autoComplete="email" />
        <TextField
          label={t("addressBook.field.phone")}
          {...field("phone")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          hint={isGuest ? t("checkoutAddress.guestPhoneHint") : t("addressBook.field.phoneHint")}
        />
      </div>
      {showSetAsDefault ? (
        <CheckboxField name="defaultAddress" defaultChecked={values.defaultAddress === "on"}>
          {t("addressBook.field.setAsDefault")}
        </CheckboxField>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <LinkButton to={back.to} variant="secondary" className="w-full sm:w-auto">
          {back.label}
        </LinkButton>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {t("checkoutAddress.continue")}
        </Button>
      </div>
    </Form>
  );
}

function coordinatesOf(point: LatLng): { latitude: string; longitude: string } {
  return { latitude: point.latitude.toFixed(6), longitude: point.longitude.toFixed(6) };
}
