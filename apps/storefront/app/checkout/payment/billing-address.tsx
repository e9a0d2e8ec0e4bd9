/**
 * The billing address of a new card (checkout spec §2.9, §5.4): 'Same as delivery address' (checked by default; not
 * offered for pick-up, whose delivery address is the store's) shows the delivery address; otherwise a billing form:
 * country (AE, the only billing country), names, two lines, emirate and area. Values are read from the form when
 * the card is submitted; the server validates them again.
 */
import type { Address } from "@dukkan/occ/address";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { BillingFields } from "./card-flow-types";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { TextField } from "@dukkan/ui/field";
import { SelectField } from "@dukkan/ui/select";

export type RegionOption = { isocode: string; name: string };

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

function BillingField({ name, label, required = true }: { name: string; label: string; required?: boolean }) {
  return (
    <TextField
      label={label}
      name={`billing.${name}`}
      type="text"
      required={required}
      maxLength={name === "line1" || name === "line2" ? 255 : 100}
    />
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
        <CheckboxField name="billingSameAsDelivery" checked={same} onChange={(event) => setSame(event.target.checked)}>
          {t("paymentForm.sameAsDelivery")}
        </CheckboxField>
      )}
      {same ? (
        <div className="rounded-xl bg-ink-50 p-3">
          <DeliveryAddressLines address={deliveryAddress} />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <SelectField
              label={t("paymentForm.country")}
              name="billing.country"
              defaultValue="AE"
              options={[{ value: "AE", label: deliveryAddress?.country?.name ?? "AE" }]}
            />
          </div>
          <BillingField name="firstName" label={t("paymentForm.firstName")} />
          <BillingField name="lastName" label={t("paymentForm.lastName")} />
          <div className="sm:col-span-2">
            <BillingField name="line1" label={t("paymentForm.line1")} />
          </div>
          <div className="sm:col-span-2">
            <BillingField name="line2" label={t("paymentForm.line2")} required={false} />
          </div>
          <SelectField
            label={t("paymentForm.region")}
            name="billing.region"
            required
            defaultValue=""
            options={[
              { value: "", label: t("paymentForm.chooseRegion"), disabled: true },
              ...regions.map((region) => ({ value: region.isocode, label: region.name })),
            ]}
          />
          <BillingField name="town" label={t("paymentForm.town")} />
        </div>
      )}
    </fieldset>
  );
}
