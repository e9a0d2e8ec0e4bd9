/**
 * One store's edit form (`/stores/{name}`) and the new-store form (`/stores/new`), owner and merchandiser: names and
 * address in both languages, emirate, phone and e-mail, map position, list position and the week's opening hours.
 * A plain form posted to this route's action (it works before scripts); the API's refusals are shown on the inputs
 * and what was typed comes back with them.
 */
import type { Language } from "@dukkan/i18n";
import { Button } from "@dukkan/ui/button";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { SelectField } from "@dukkan/ui/select";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { StaffStore, StaffStoreList } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/store-route";
import {
  storeBodyOf,
  storeFieldErrorsOf,
  storeFormValues,
  storeRefusalOf,
  WEEK,
  type StoreFieldErrors,
  type StoreInputName,
} from "./store-form";
import { notFound } from "../layout/not-found";

export const meta: Route.MetaFunction = ({ params }) =>
  params.name
    ? pageTitle(params.lang, "stores.editTitle", { name: params.name })
    : pageTitle(params.lang, "stores.new");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "stores")) throw redirect(`/${language}/`);
  // The list carries the emirates for the select, and the store itself (a shop has tens of stores).
  const list = await api<StaffStoreList>("/stores");
  const store = params.name ? list.stores.find((candidate) => candidate.name === params.name) : undefined;
  if (params.name && !store) throw notFound();
  const created = new URL(request.url).searchParams.has("created");
  return { store, regions: list.regions, language, created };
}

type ActionAnswer =
  | { done: true }
  | { fieldErrors: StoreFieldErrors; values: Record<string, string> }
  | { error: string; values: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs): Promise<ActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "stores")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  const creating = !params.name;
  const body = storeBodyOf(form, { creating });
  try {
    if (creating) {
      const created = await api<StaffStore>("/stores", { method: "POST", body });
      throw redirect(`/${language}/stores/${encodeURIComponent(created.name)}?created`);
    }
    await api(`/stores/${encodeURIComponent(params.name!)}`, { method: "PUT", body });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      const fieldErrors = storeFieldErrorsOf(error.errors);
      return fieldErrors ? { fieldErrors, values } : { error: `stores.errors.${storeRefusalOf(error.errors)}`, values };
    }
    throw error;
  }
  return { done: true };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card bg-white p-5 shadow-card">
      <legend className="float-start mb-3 w-full text-lg font-semibold">{title}</legend>
      <div className="clear-both grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const weekdayName = (weekday: number, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, weekday));

export default function StorePage({ loaderData, actionData }: Route.ComponentProps) {
  const { store, regions, language, created } = loaderData;
  const { t } = useTranslation();
  const stored = storeFormValues(store);
  const value = (name: string) =>
    actionData && "values" in actionData ? (actionData.values[name] ?? "") : (stored[name] ?? "");
  const invalid = (name: StoreInputName) =>
    actionData && "fieldErrors" in actionData && actionData.fieldErrors[name]
      ? t(`stores.fieldErrors.${name}`)
      : undefined;
  const text = (name: StoreInputName, options: { dir?: "ltr" | "rtl"; required?: boolean; type?: string } = {}) => (
    <TextField
      label={t(`stores.fields.${name}`)}
      name={name}
      defaultValue={value(name)}
      error={invalid(name)}
      {...options}
    />
  );
  const hoursError = invalid("openingHours");
  // After a save the inputs show what was stored: a fresh form.
  const version = actionData && "done" in actionData ? JSON.stringify(store) : "typed";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/stores`} className="text-brand-700 underline">
          {t("stores.back")}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{store ? localized(store.displayName, language) : t("stores.new")}</h1>
      <div aria-live="polite" className="mb-3">
        {created || (actionData && "done" in actionData) ? (
          <FormAlert tone="success">{t(created && !actionData ? "stores.created" : "stores.saved")}</FormAlert>
        ) : actionData && "fieldErrors" in actionData ? (
          <FormAlert tone="error">{t("stores.failed")}</FormAlert>
        ) : actionData && "error" in actionData ? (
          <FormAlert tone="error">{t(actionData.error)}</FormAlert>
        ) : null}
      </div>
      <Form method="post" key={version} className="flex flex-col gap-4" data-testid="store-form">
        <Section title={t("stores.sections.names")}>
          {store ? null : (
            <div className="md:col-span-2">
              <TextField
                label={t("stores.fields.name")}
                hint={t("stores.nameHint")}
                name="name"
                dir="ltr"
                required
                defaultValue={value("name")}
                error={invalid("name")}
              />
            </div>
          )}
          {text("displayNameEn", { dir: "ltr", required: true })}
          {text("displayNameAr", { dir: "rtl" })}
        </Section>
        <Section title={t("stores.sections.address")}>
          <div className="md:col-span-2">
            <SelectField
              label={t("stores.fields.regionIsocode")}
              name="regionIsocode"
              defaultValue={value("regionIsocode")}
              error={invalid("regionIsocode")}
              options={[
                { value: "", label: t("stores.chooseEmirate") },
                ...regions.map((region) => ({ value: region.isocode, label: localized(region.name, language) })),
              ]}
            />
          </div>
          {text("line1En", { dir: "ltr", required: true })}
          {text("line1Ar", { dir: "rtl" })}
          {text("line2En", { dir: "ltr" })}
          {text("line2Ar", { dir: "rtl" })}
          {text("townEn", { dir: "ltr", required: true })}
          {text("townAr", { dir: "rtl" })}
        </Section>
        <Section title={t("stores.sections.contact")}>
          {text("phone", { dir: "ltr", type: "tel" })}
          {text("email", { dir: "ltr", type: "email" })}
          {text("latitude", { dir: "ltr", required: true })}
          {text("longitude", { dir: "ltr", required: true })}
          {text("position", { dir: "ltr", type: "number" })}
        </Section>
        <fieldset className="rounded-card bg-white p-5 shadow-card" data-testid="store-hours">
          <legend className="float-start mb-1 w-full text-lg font-semibold">{t("stores.sections.hours")}</legend>
          <p className="clear-both mb-3 text-sm text-ink-700">{t("stores.hoursHint")}</p>
          {hoursError ? (
            <div className="mb-3">
              <FormAlert tone="error">{hoursError}</FormAlert>
            </div>
          ) : null}
          <div className="flex flex-col gap-3">
            {WEEK.map((weekday) => (
              <div
                key={weekday}
                role="group"
                aria-label={weekdayName(weekday, language)}
                className="grid items-end gap-3 sm:grid-cols-[8rem_1fr_1fr_auto]"
              >
                <span className="font-semibold sm:pb-3">{weekdayName(weekday, language)}</span>
                <TextField
                  label={t("stores.opens")}
                  name={`opens-${weekday}`}
                  type="time"
                  dir="ltr"
                  defaultValue={value(`opens-${weekday}`)}
                />
                <TextField
                  label={t("stores.closes")}
                  name={`closes-${weekday}`}
                  type="time"
                  dir="ltr"
                  defaultValue={value(`closes-${weekday}`)}
                />
                <div className="sm:pb-3">
                  <CheckboxField name={`closed-${weekday}`} defaultChecked={value(`closed-${weekday}`) === "on"}>
                    {t("stores.closed")}
                  </CheckboxField>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit">{store ? t("stores.save") : t("stores.create")}</Button>
        </div>
      </Form>
    </>
  );
}
