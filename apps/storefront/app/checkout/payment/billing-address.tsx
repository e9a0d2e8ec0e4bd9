/**
 * The billing address of a new card (checkout spec §2.9, §5.4): 'Same as delivery address' (checked by default; not
 * offered for pick-up, whose delivery address is the store's) shows the delivery address; otherwise a billing form:
 * country (AE, the only billing country), names, two lines, emirate and area. Values are read from the form when
 * the card is submitted; the server validates them again.
 */
import type { Address } from "@dukkan/occ/address";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BillingFields } from "./card-flow-types";

export type RegionOption = { isocode: string; name: string };

const INPUT = "h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base";

/** The billing fields of the form, or undefined when the delivery address is used; missing required → null. */
export function readBillingFields(form: HTMLFormElement): BillingFields | undefined | null {
  const data = new FormData(form);
  if (data.get("billingSameAsDelivery") === "on") return undefined;
  const text = (name: string) => String(data.get(`billing.${name}`) ?? "").trim();
  const fields: BillingFields = {
    firstName: text("firstName"),
    lastName: text("lastName"),
    line1: text("line1"),
    line2: text("line2") || undefined,
    town: text("town"),
    regionIsocode: text("region"),
  };
  const complete = fields.firstName && fields.lastName && fields.line1 && fields.town && fields.regionIsocode;
  return complete ? fields : null;
}

export function DeliveryAddressLines({ address }: { address: Partial<Address> | undefined }) {
  if (!address) return null;
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(" "),
    address.line1,
    address.line2,
    [address.area?.name ?? address.town, address.region?.name].filter(Boolean).join(", "),
    address.country?.name,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="text-sm not-italic text-ink-700">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function Field({ name, label, required = true }: { name: string; label: string; required?: boolean }) {
  const id = `billing-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={id}
        name={`billing.${name}`}
        type="text"
        required={required}
        maxLength={name === "line1" || name === "line2" ? 255 : 100}
        className={INPUT}
      />
    </div>
  );
}

export function BillingAddress({
  deliveryAddress,
  pickUp,
  regions,
}: {
  deliveryAddress: Partial<Address> | undefined;
  pickUp: boolean;
  regions: RegionOption[];
}) {
  const { t } = useTranslation();
  const [same, setSame] = useState(!pickUp);
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4" data-testid="billing-address">
      <legend className="px-1 text-base font-bold text-ink-900">{t("paymentForm.billingAddress")}</legend>
      {pickUp ? null : (
        <label className="flex items-center gap-2 text-sm text-ink-800">
          <input
            type="checkbox"
            name="billingSameAsDelivery"
            checked={same}
            onChange={(event) => setSame(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t("paymentForm.sameAsDelivery")}
        </label>
      )}
      {same ? (
        <div className="rounded-xl bg-ink-50 p-3">
          <DeliveryAddressLines address={deliveryAddress} />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor="billing-country" className="text-sm font-semibold text-ink-800">
              {t("paymentForm.country")}
            </label>
            <select id="billing-country" name="billing.country" className={INPUT} defaultValue="AE">
              <option value="AE">{deliveryAddress?.country?.name ?? "AE"}</option>
            </select>
          </div>
          <Field name="firstName" label={t("paymentForm.firstName")} />
          <Field name="lastName" label={t("paymentForm.lastName")} />
          <div className="sm:col-span-2">
            <Field name="line1" label={t("paymentForm.line1")} />
          </div>
          <div className="sm:col-span-2">
            <Field name="line2" label={t("paymentForm.line2")} required={false} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="billing-region" className="text-sm font-semibold text-ink-800">
              {t("paymentForm.region")}
            </label>
            <select id="billing-region" name="billing.region" required className={INPUT} defaultValue="">
              <option value="" disabled>
                {t("paymentForm.chooseRegion")}
              </option>
              {regions.map((region) => (
                <option key={region.isocode} value={region.isocode}>
                  {region.name}
                </option>
              ))}
            </select>
          </div>
          <Field name="town" label={t("paymentForm.town")} />
        </div>
      )}
    </fieldset>
  );
}
