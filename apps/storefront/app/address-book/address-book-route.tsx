/**
 * /{lang}/my-account/address-book (account spec §2.7): the customer's addresses as cards with set as
 * default, edit and delete (after a confirmation), and the add/edit address form (checkout spec §2.7
 * fields without the map, §5.1 rules). The URL is the view (`?add`, `?edit={id}`, `?delete={id}`), and
 * every change is a form post to this page's action, so the page works before scripts load.
 */
import type { Language } from "@dukkan/i18n";
import type { Address } from "@dukkan/occ/address";
import { useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/address-book-route";
import { ModalDialog } from "@dukkan/ui/dialog";
import { AccountCard } from "../account/account-card";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { deliveryRegions } from "../area/area.server";
import { RegionAreaFields, type RegionAreaValue, type RegionChoice } from "../area/region-area-fields";
import { OccRequestError } from "../occ/occ-client.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import {
  createAddress,
  deleteAddress,
  fetchAddresses,
  replaceAddress,
  setDefaultAddress,
  validateAddressForm,
  type AddressFieldErrors,
} from "./address-book.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

const DONE = ["added", "updated", "deleted", "defaultChanged"] as const;
type Done = (typeof DONE)[number];

type FormValues = Record<string, string>;
type ActionData = { values: FormValues; fieldErrors?: AddressFieldErrors; error?: string };

const FIELDS = ["firstName", "lastName", "line1", "line2", "town", "trn", "email", "phone"] as const;

function formValuesOf(address: Address | undefined): FormValues {
  if (!address) return {};
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2 ?? "",
    town: address.town,
    trn: address.trn ?? "",
    email: address.email ?? "",
    phone: address.phone,
    regionIsocode: address.region.isocode,
    areaIsocode: address.area.isocode,
  };
}

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, searchParams, t }) => {
    const [addresses, regions] = await Promise.all([fetchAddresses(context), deliveryRegions(language)]);
    const done = searchParams.get("done");
    return {
      title: t("addressBook.title"),
      addresses,
      regions: regions.map((region) => ({
        isocode: region.isocode,
        name: region.name,
        areas: region.areas.map(({ isocode, name }) => ({ isocode, name })),
      })) satisfies RegionChoice[],
      adding: searchParams.has("add"),
      editing: addresses.find((address) => address.id === searchParams.get("edit")) ?? null,
      deleting: addresses.find((address) => address.id === searchParams.get("delete")) ?? null,
      done: DONE.includes(done as Done) ? (done as Done) : null,
    };
  });

export async function action(args: Route.ActionArgs) {
  const { language, session, context, form } = await readAccountForm(args);
  const intent = form.get("intent");
  const addressId = String(form.get("addressId") ?? "");
  const listPath = (done: Done) => `/${language}/my-account/address-book?done=${done}`;
  const headers = await sessionHeaders(session);
  try {
    if (intent === "set-default") {
      await setDefaultAddress(context, addressId);
      return redirect(listPath("defaultChanged"), { headers });
    }
    if (intent === "delete") {
      await deleteAddress(context, addressId);
      if (session.data.areaAddressId === addressId) session.unset("areaAddressId");
      return redirect(listPath("deleted"), { headers: await sessionHeaders(session) });
    }
    const values = Object.fromEntries(
      [...FIELDS, "regionIsocode", "areaIsocode"].map((name) => [name, String(form.get(name) ?? "")]),
    );
    const checked = validateAddressForm(form);
    if (!checked.ok) return data<ActionData>({ values, fieldErrors: checked.errors }, { status: 400, headers });
    if (addressId) await replaceAddress(context, addressId, checked.fields);
    else await createAddress(context, checked.fields);
    return redirect(listPath(addressId ? "updated" : "added"), { headers });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    // The API's own words for what it refused (spec: errors[0].message, or else errors[0].type).
    return data<ActionData>({ values: {}, error: error.message }, { status: 400, headers });
  }
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function AddressBookPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const result = actionData as ActionData | undefined;
  const listPath = `/${language}/my-account/address-book`;
  const { addresses, editing, adding, deleting, done } = loaderData;
  const showForm = adding || Boolean(editing) || addresses.length === 0 || Boolean(result?.fieldErrors);
  return (
    <AccountCard title={loaderData.title} intro={t("addressBook.description")} wide>
      {done ? <FormAlert tone="success">{t(`addressBook.${done}`)}</FormAlert> : null}
      {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
      {showForm ? (
        <AddressForm
          key={editing?.id ?? "new"}
          regions={loaderData.regions}
          address={editing}
          values={result?.values ?? formValuesOf(editing ?? undefined)}
          fieldErrors={result?.fieldErrors ?? {}}
          offerDefault={addresses.length > 0 && !editing?.defaultAddress}
          listPath={addresses.length > 0 ? listPath : null}
        />
      ) : (
        <>
          <div className="mt-6">
            <LinkButton to={`${listPath}?add`} className="w-full sm:w-auto">
              {t("addressBook.addNew")}
            </LinkButton>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="address-cards">
            {addresses.map((address) => (
              <AddressCardItem key={address.id} address={address} listPath={listPath} />
            ))}
          </ul>
        </>
      )}
      {deleting ? <DeleteConfirmation address={deleting} listPath={listPath} /> : null}
    </AccountCard>
  );
}

function AddressCardItem({ address, listPath }: { address: Address; listPath: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <li className="flex flex-col rounded-2xl border border-ink-200 p-4" data-testid="address-card">
      {address.defaultAddress ? (
        <p className="mb-2 text-sm font-semibold text-brand-800">{t("addressBook.defaultAddress")}</p>
      ) : null}
      <p className="font-semibold text-ink-900">
        {address.firstName} {address.lastName}
      </p>
      <p className="text-sm text-ink-700">{address.line1}</p>
      {address.line2 ? <p className="text-sm text-ink-700">{address.line2}</p> : null}
      <p className="text-sm text-ink-700">
        {address.town}, {address.area.name}, {address.region.name}
      </p>
      <p className="text-sm text-ink-700" dir="auto">
        {t("addressBook.phoneLabel", { phone: address.phone })}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm font-semibold">
        {address.defaultAddress ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="set-default" />
            <input type="hidden" name="addressId" value={address.id} />
            <button type="submit" disabled={busy} className="text-brand-800 underline">
              {t("addressBook.setDefault")}
            </button>
          </Form>
        )}
        <Link to={`${listPath}?edit=${encodeURIComponent(address.id)}`} className="text-brand-800 underline">
          {t("addressBook.edit")}
        </Link>
        <Link
          to={`${listPath}?delete=${encodeURIComponent(address.id)}`}
          preventScrollReset
          className="text-sale underline"
        >
          {t("addressBook.delete")}
        </Link>
      </div>
    </li>
  );
}

function DeleteConfirmation({ address, listPath }: { address: Address; listPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  return (
    <ModalDialog
      title={t("addressBook.confirmDeleteTitle")}
      onClose={() => void navigate(listPath, { replace: true, preventScrollReset: true })}
    >
      <p className="mt-3 text-ink-700">{t("addressBook.confirmDeleteText", { address: address.formattedAddress })}</p>
      <Form method="post" action={listPath} className="mt-6 grid gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="addressId" value={address.id} />
        <Button type="submit" disabled={busy} className="w-full">
          {t("addressBook.confirmDelete")}
        </Button>
        <LinkButton to={listPath} replace preventScrollReset variant="secondary" className="w-full">
          {t("addressBook.cancel")}
        </LinkButton>
      </Form>
    </ModalDialog>
  );
}

function AddressForm({
  regions,
  address,
  values,
  fieldErrors,
  offerDefault,
  listPath,
}: {
  regions: RegionChoice[];
  address: Address | null;
  values: FormValues;
  fieldErrors: AddressFieldErrors;
  offerDefault: boolean;
  /** The way back to the list; none while the book is empty (account spec §2.7: cancel only then). */
  listPath: string | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const [place, setPlace] = useState<RegionAreaValue>({
    regionIsocode: values.regionIsocode ?? "",
    areaIsocode: values.areaIsocode ?? "",
  });
  const error = (name: string) => (fieldErrors[name] ? t(fieldErrors[name]) : undefined);
  const field = (
    name: (typeof FIELDS)[number],
    extra: {
      required?: boolean;
      hint?: string;
      inputMode?: "numeric" | "email";
      autoComplete?: string;
      dir?: string;
    } = {},
  ) => (
    <TextField
      label={t(`addressBook.field.${name}`)}
      name={name}
      defaultValue={values[name] ?? ""}
      error={error(name)}
      {...extra}
    />
  );
  return (
    <section className="mt-6">
      <h2 className="text-lg font-bold text-ink-900">
        {address ? t("addressBook.editTitle") : t("addressBook.addTitle")}
      </h2>
      {listPath ? (
        <Link to={listPath} className="mt-1 inline-block text-sm font-semibold text-brand-800 underline">
          {t("addressBook.backToList")}
        </Link>
      ) : null}
      <Form method="post" noValidate className="mt-5 grid gap-4" data-testid="address-form">
        {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
        <TextField
          label={t("addressBook.field.country")}
          name="countryName"
          value={t("addressBook.field.countryName")}
          disabled
          readOnly
        />
        <RegionAreaFields
          regions={regions}
          value={place}
          onChange={setPlace}
          hydrated={hydrated}
          errors={{ region: fieldErrors.regionIsocode, area: fieldErrors.areaIsocode }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", { required: true, autoComplete: "given-name" })}
          {field("lastName", { required: true, autoComplete: "family-name" })}
        </div>
        {field("line1", { required: true, autoComplete: "address-line1" })}
        {field("line2", { autoComplete: "address-line2" })}
        {field("town", { required: true, autoComplete: "address-level2" })}
        {field("trn")}
        {field("email", { inputMode: "email", autoComplete: "email", dir: "ltr" })}
        {field("phone", {
          required: true,
          inputMode: "numeric",
          autoComplete: "tel",
          dir: "ltr",
          hint: t("addressBook.field.phoneHint"),
        })}
        {offerDefault ? (
          <CheckboxField name="defaultAddress" defaultChecked={false}>
            {t("addressBook.field.setAsDefault")}
          </CheckboxField>
        ) : null}
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <Button type="submit" disabled={busy} className="w-full">
            {t("addressBook.save")}
          </Button>
          {listPath ? (
            <LinkButton to={listPath} variant="secondary" className="w-full">
              {t("addressBook.cancel")}
            </LinkButton>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
