/**
 * The pick-up form (checkout spec §2.8, §5.2): who collects the order (names, phone with a guest hint, e-mail —
 * a guest's pre-filled from the cart), the stores of the selected emirate, the chosen store's details (address with
 * its commas as spaces, phone, e-mail, opening hours of the open days) and its map, back and Continue.
 */
import type { PointOfService } from "@dukkan/occ/checkout";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { Field, TextField } from "@dukkan/ui/field";
import { Select } from "@dukkan/ui/select";
import { openingHoursLines, storeAddressText } from "./address-rules";
import { AddressMap } from "./address-map";
import type { FieldErrors, FormValues } from "./checkout-address.server";
import type { MapTiles } from "./map-tiles";

function StoreDetails({ store, tiles, hydrated }: { store: PointOfService; tiles: MapTiles; hydrated: boolean }) {
  const { t } = useTranslation();
  const hours = openingHoursLines(store);
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-ink-200 p-4" data-testid="store-details">
      <h3 className="font-semibold text-ink-900">{store.displayName}</h3>
      <dl className="grid gap-2 text-sm text-ink-800 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">{t("pickUp.address")}</dt>
        <dd data-testid="store-address">{storeAddressText(store)}</dd>
        {store.address.phone ? (
          <>
            <dt className="font-semibold">{t("pickUp.phone")}</dt>
            <dd dir="ltr" className="rtl:text-right">
              {store.address.phone}
            </dd>
          </>
        ) : null}
        {store.address.email ? (
          <>
            <dt className="font-semibold">{t("pickUp.email")}</dt>
            <dd>{store.address.email}</dd>
          </>
        ) : null}
        {hours.length > 0 ? (
          <>
            <dt className="font-semibold">{t("pickUp.openingHours")}</dt>
            <dd>
              <ul data-testid="store-hours">
                {hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {hydrated && store.geoPoint ? (
        <AddressMap tiles={tiles} label={t("map.storeLabel")} pin={store.geoPoint} />
      ) : null}
    </section>
  );
}

export function PickUpForm({
  stores,
  values,
  errors,
  formError,
  isGuest,
  regionName,
  tiles,
  back,
  hydrated,
}: {
  stores: PointOfService[];
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  isGuest: boolean;
  regionName: string;
  tiles: MapTiles;
  back: { to: string; label: string };
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [posName, setPosName] = useState(values.posName ?? "");
  const store = stores.find((candidate) => candidate.name === posName);
  return (
    <Form method="post" noValidate className="flex flex-col gap-5" aria-busy={busy} data-testid="pick-up-form">
      {formError ? <FormAlert tone="error">{t(formError)}</FormAlert> : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-ink-900">{t("pickUp.contact")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("addressBook.field.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values.firstName}
            error={errors.firstName && t(errors.firstName)}
          />
          <TextField
            label={t("addressBook.field.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values.lastName}
            error={errors.lastName && t(errors.lastName)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("addressBook.field.phone")}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            defaultValue={values.phone}
            hint={isGuest ? t("checkoutAddress.guestPhoneHint") : t("addressBook.field.phoneHint")}
            error={errors.phone && t(errors.phone)}
          />
          <TextField
            label={t("addressBook.field.email")}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email && t(errors.email)}
          />
        </div>
      </fieldset>
      {stores.length === 0 ? (
        <FormAlert tone="info">{t("pickUp.noStores", { region: regionName })}</FormAlert>
      ) : (
        <Field label={t("pickUp.store")} error={errors.posName && t(errors.posName)}>
          {(control) => (
            <div className="flex gap-2">
              <Select
                {...control}
                name="posName"
                required
                value={posName}
                onChange={(event) => setPosName(event.target.value)}
                data-testid="store-select"
                options={[
                  { value: "", label: t("pickUp.storePlaceholder") },
                  ...stores.map((candidate) => ({ value: candidate.name, label: candidate.displayName })),
                ]}
              />
              {/* Before scripts run, the details follow the choice only through the server. */}
              {hydrated ? null : (
                <Button type="submit" name="intent" value="show-store" variant="secondary">
                  {t("pickUp.chooseStore")}
                </Button>
              )}
            </div>
          )}
        </Field>
      )}
      {store ? <StoreDetails store={store} tiles={tiles} hydrated={hydrated} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <LinkButton to={back.to} variant="secondary" className="w-full sm:w-auto">
          {back.label}
        </LinkButton>
        <Button
          type="submit"
          name="intent"
          value="pick-up"
          disabled={busy || stores.length === 0}
          className="w-full sm:w-auto"
        >
          {t("checkoutAddress.continue")}
        </Button>
      </div>
    </Form>
  );
}
