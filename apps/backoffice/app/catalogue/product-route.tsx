/**
 * One product: its names and descriptions in both languages with the online switch, its price and its stock per
 * location with the reason, each a plain form posted to this route's action (they work before scripts), with the
 * API's refusals shown on the fields; the pictures (product-images-section.tsx). Variants, categories and the latest
 * stock changes alongside. Fulfilment staff see the stock form only (the staff API lets them change nothing else).
 */
import { amountTextOfFils, formatFils } from "@dukkan/money";
import { STOCK_LOCATIONS } from "@dukkan/staff-api/product-constants";
import { Button } from "@dukkan/ui/button";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { Field, TextField, INPUT_CLASS } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { SelectField } from "@dukkan/ui/select";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { orNotFound, StaffApiError } from "../api/staff-api.server";
import type { StaffBrandList, StaffProduct, StaffScheduledPriceList } from "../api/staff-api-types";
import { ProductImagesSection } from "./product-images-section";
import { ScheduledPricesSection } from "./scheduled-prices-section";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayEditCatalogue, mayOpen } from "../layout/navigation";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/product-route";
import { localized } from "./localized";
import {
  fieldErrorsOf,
  IMAGE_INTENTS,
  PRODUCT_INTENTS,
  productRequestOf,
  type FieldErrors,
  type ProductIntent,
} from "./product-form";

export const meta: Route.MetaFunction = ({ params }) =>
  pageTitle(params.lang, "catalogue.product.title", { code: params.code });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "catalogue")) throw redirect(`/${language}/`);
  const product = await orNotFound(api<StaffProduct>(`/products/${encodeURIComponent(params.code)}`));
  const editable = mayEditCatalogue(staff.role);
  // Upcoming and past scheduled price changes: merchandisers and the owner only (decision 0071).
  const [{ scheduledPrices }, { brands }] = editable
    ? await Promise.all([
        api<StaffScheduledPriceList>(`/products/${encodeURIComponent(params.code)}/scheduled-prices`),
        // The brand select's choices (decision 0079).
        api<StaffBrandList>("/brands"),
      ])
    : [{ scheduledPrices: [] }, { brands: [] }];
  return { product, language, editable, scheduledPrices, brands };
}

export type ActionAnswer =
  | { intent: ProductIntent; done: true }
  | { intent: ProductIntent; fieldErrors: FieldErrors; values: Record<string, string> }
  | { intent: ProductIntent; error: string };

export async function action({ request, params }: Route.ActionArgs): Promise<ActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "catalogue")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as ProductIntent;
  if (!PRODUCT_INTENTS.includes(intent)) throw new Response("Unknown form", { status: 400 });
  // What was typed comes back with the errors, so nothing has to be typed again (a chosen file cannot be).
  const values = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === "string").map(([name, value]) => [name, String(value)]),
  );
  const call = productRequestOf(intent, form);
  if (!call.ok) return { intent, fieldErrors: call.fieldErrors, values };
  try {
    await api(`/products/${encodeURIComponent(params.code)}${call.path}`, { method: call.method, body: call.body });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      const fieldErrors = fieldErrorsOf(error.errors);
      return fieldErrors ? { intent, fieldErrors, values } : { intent, error: error.message };
    }
    throw error;
  }
  return { intent, done: true };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, language, editable, scheduledPrices, brands } = loaderData;
  const { t } = useTranslation();
  /** The answer to this form's last submission, if the last one was this form's. */
  const answerFor = (intent: ProductIntent) => (actionData?.intent === intent ? actionData : undefined);
  const fieldError = (intent: ProductIntent, field: keyof FieldErrors) => {
    const answer = answerFor(intent);
    const key = answer && "fieldErrors" in answer ? answer.fieldErrors[field] : undefined;
    return key ? t(`catalogue.product.fieldErrors.${key}`) : undefined;
  };
  const typed = (intent: ProductIntent, field: string, stored: string) => {
    const answer = answerFor(intent);
    return answer && "values" in answer ? (answer.values[field] ?? stored) : stored;
  };
  const alertFor = (intent: ProductIntent) => {
    const answer = answerFor(intent);
    if (!answer) return null;
    if ("done" in answer) return <FormAlert tone="success">{t(`catalogue.product.done.${intent}`)}</FormAlert>;
    if ("fieldErrors" in answer) return <FormAlert tone="error">{t("catalogue.product.failed")}</FormAlert>;
    return <FormAlert tone="error">{answer.error}</FormAlert>;
  };
  const stock = product.stock[0];
  // A fresh form after each change, so the inputs show what was stored.
  const version = product.updatedAt;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/catalogue`} className="text-brand-700 underline">
          {t("catalogue.product.back")}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{localized(product.name, language)}</h1>
        <span className="text-ink-600" dir="ltr">
          {product.code}
        </span>
        <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold" data-testid="product-status">
          {t(`catalogue.statuses.${product.online ? "online" : "offline"}`)}
        </span>
        <span className="text-sm text-ink-600">{t(`catalogue.kinds.${product.kind}`)}</span>
        {/* Every role sees the brand (fulfilment and support have no texts form to read it from). */}
        {product.brand ? (
          <span className="text-sm text-ink-600" data-testid="product-brand">
            {t("brands.productSelect.label")}: {localized(product.brand.name, language)}
          </span>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {editable && (
            <Section title={t("catalogue.product.texts")}>
              <div aria-live="polite" className="mb-3">
                {alertFor("update")}
              </div>
              <Form method="post" key={`texts-${version}`} className="grid gap-4 md:grid-cols-2">
                <input type="hidden" name="intent" value="update" />
                <TextField
                  label={t("catalogue.product.nameEn")}
                  name="nameEn"
                  dir="ltr"
                  lang="en"
                  required
                  defaultValue={typed("update", "nameEn", product.name.en)}
                  error={fieldError("update", "nameEn")}
                />
                <TextField
                  label={t("catalogue.product.nameAr")}
                  name="nameAr"
                  dir="rtl"
                  lang="ar"
                  defaultValue={typed("update", "nameAr", product.name.ar ?? "")}
                  error={fieldError("update", "nameAr")}
                />
                {(["descriptionEn", "descriptionAr"] as const).map((name) => (
                  <Field
                    key={name}
                    label={t(`catalogue.product.${name}`)}
                    hint={t("catalogue.product.descriptionHint")}
                    error={fieldError("update", name)}
                  >
                    {(control) => (
                      <textarea
                        {...control}
                        name={name}
                        rows={6}
                        dir={name === "descriptionEn" ? "ltr" : "rtl"}
                        defaultValue={typed(
                          "update",
                          name,
                          name === "descriptionEn" ? product.description.en : product.description.ar,
                        )}
                        className={`${INPUT_CLASS} text-sm`}
                      />
                    )}
                  </Field>
                ))}
                <SelectField
                  label={t("brands.productSelect.label")}
                  name="brandCode"
                  defaultValue={typed("update", "brandCode", product.brand?.code ?? "")}
                  options={[
                    { value: "", label: t("brands.productSelect.none") },
                    ...brands.map((brand) => ({ value: brand.code, label: localized(brand.name, language) })),
                  ]}
                  error={fieldError("update", "brandCode")}
                />
                <div className="md:col-span-2">
                  <CheckboxField name="online" defaultChecked={product.online}>
                    {t("catalogue.product.online")}
                  </CheckboxField>
                </div>
                <div className="md:col-span-2">
                  <Button type="submit">{t("catalogue.product.save")}</Button>
                </div>
              </Form>
            </Section>
          )}

          {editable && (
            <ProductImagesSection
              product={product}
              language={language}
              answer={
                actionData && (actionData.intent === "uploadImage" || IMAGE_INTENTS.includes(actionData.intent))
                  ? actionData
                  : undefined
              }
            />
          )}

          {product.variants.length > 0 && (
            <Section title={t("catalogue.product.variants")}>
              <ul className="divide-y divide-ink-100 text-sm">
                {product.variants.map((variant) => (
                  <li key={variant.code} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                    <Link
                      to={`/${language}/catalogue/products/${encodeURIComponent(variant.code)}`}
                      className="font-semibold text-brand-700 underline"
                      dir="ltr"
                    >
                      {variant.code}
                    </Link>
                    <span className="grow">{localized(variant.name, language)}</span>
                    <span className="tabular-nums">
                      {variant.priceFils === null ? t("catalogue.noPrice") : formatFils(variant.priceFils, language)}
                    </span>
                    <span className="tabular-nums">
                      {t("catalogue.stock")}: {variant.available ?? "–"}
                    </span>
                    <span>{t(`catalogue.statuses.${variant.online ? "online" : "offline"}`)}</span>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section title={t("catalogue.product.history")}>
            {product.stockHistory.length === 0 ? (
              <p className="text-sm text-ink-600">{t("catalogue.product.noHistory")}</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 text-start">
                      {t("catalogue.product.at")}
                    </th>
                    <th scope="col" className="py-1 text-start">
                      {t("catalogue.product.by")}
                    </th>
                    <th scope="col" className="py-1 text-end">
                      {t("catalogue.product.units")}
                    </th>
                    <th scope="col" className="py-1 text-start ps-4">
                      {t("catalogue.product.reason")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {product.stockHistory.map((change) => (
                    <tr key={`${change.at}-${change.available}`} className="border-t border-ink-100 align-top">
                      <td className="py-1">{formatDateTime(change.at, language)}</td>
                      <td className="py-1 break-all">{change.staffEmail}</td>
                      <td className="py-1 text-end tabular-nums">{change.available}</td>
                      <td className="py-1 ps-4">{change.reason ?? "–"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        </div>

        <div className="space-y-4">
          <Section title={t("catalogue.product.price")}>
            <p className="mb-3 text-xl font-semibold tabular-nums" data-testid="product-price">
              {product.priceFils === null ? t("catalogue.noPrice") : formatFils(product.priceFils, language)}
            </p>
            {editable && (
              <>
                <div aria-live="polite" className="mb-3">
                  {alertFor("price")}
                </div>
                <Form method="post" key={`price-${version}`} className="space-y-3">
                  <input type="hidden" name="intent" value="price" />
                  <TextField
                    label={t("catalogue.product.priceLabel")}
                    hint={t("catalogue.product.priceHint")}
                    name="price"
                    inputMode="decimal"
                    dir="ltr"
                    required
                    defaultValue={typed(
                      "price",
                      "price",
                      product.priceFils === null ? "" : amountTextOfFils(product.priceFils),
                    )}
                    error={fieldError("price", "price")}
                  />
                  <Button type="submit">{t("catalogue.product.setPrice")}</Button>
                </Form>
              </>
            )}
          </Section>

          {editable && (
            <ScheduledPricesSection
              scheduledPrices={scheduledPrices}
              language={language}
              answer={
                actionData?.intent === "schedule" || actionData?.intent === "cancelSchedule" ? actionData : undefined
              }
            />
          )}

          <Section title={t("catalogue.product.stock")}>
            {stock === undefined ? (
              <p className="text-sm text-ink-600">{t("catalogue.product.kitStock")}</p>
            ) : (
              <>
                <p className="mb-3 text-xl font-semibold tabular-nums" data-testid="product-stock">
                  {t("catalogue.product.locations.warehouse")}: {stock.available}
                </p>
                <div aria-live="polite" className="mb-3">
                  {alertFor("stock")}
                </div>
                <Form
                  method="post"
                  key={`stock-${stock.available}-${product.stockHistory[0]?.at ?? ""}`}
                  className="space-y-3"
                >
                  <input type="hidden" name="intent" value="stock" />
                  <SelectField
                    label={t("catalogue.product.location")}
                    name="location"
                    defaultValue={typed("stock", "location", stock.location)}
                    options={STOCK_LOCATIONS.map((location) => ({
                      value: location,
                      label: t(`catalogue.product.locations.${location}`),
                    }))}
                    error={fieldError("stock", "location")}
                  />
                  <TextField
                    label={t("catalogue.product.available")}
                    name="available"
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    required
                    defaultValue={typed("stock", "available", String(stock.available))}
                    error={fieldError("stock", "available")}
                  />
                  <TextField
                    label={t("catalogue.product.reason")}
                    hint={t("catalogue.product.reasonHint")}
                    name="reason"
                    required
                    defaultValue={typed("stock", "reason", "")}
                    error={fieldError("stock", "reason")}
                  />
                  <Button type="submit">{t("catalogue.product.setStock")}</Button>
                </Form>
              </>
            )}
          </Section>

          <Section title={t("catalogue.product.categories")}>
            {product.categories.length === 0 ? (
              <p className="text-sm text-ink-600">{t("catalogue.product.noCategories")}</p>
            ) : (
              <ul className="flex flex-wrap gap-2 text-sm">
                {product.categories.map((category) => (
                  <li key={category.code}>
                    <Link
                      to={`/${language}/catalogue?category=${encodeURIComponent(category.code)}`}
                      className="rounded-full bg-ink-100 px-3 py-1 text-brand-800 underline"
                    >
                      {localized(category.name, language)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
