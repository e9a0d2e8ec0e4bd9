/**
 * One brand's form (`/brands/{code}`) and the new-brand form (`/brands/new`), owner and merchandiser (decision
 * 0079): names in both languages and the slug (the code too when creating); the logo (upload, replace, remove;
 * its text alternative is the brand's name); delete behind a confirmation dialog (`?delete`, a page's overlay
 * before scripts run), which shows the API's refusal while products have the brand. Plain forms posted to this
 * route's action; the API's refusals are shown on the inputs with what was typed.
 */
import { BRAND_LIMITS } from "@dukkan/staff-api/brand-constants";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { StaffBrand, StaffBrandList } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { PictureFileField } from "../catalogue/picture-file-field";
import { fieldErrorsOf as pictureErrorsOf } from "../catalogue/product-form";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/brand-route";
import { brandBodyOf, brandFieldErrorsOf, type BrandFieldErrors, type BrandInputName } from "./brand-form";
import { notFound } from "../layout/not-found";
import { ConfirmDeleteDialog } from "../layout/confirm-delete-dialog";

export const meta: Route.MetaFunction = ({ params }) =>
  params.code
    ? pageTitle(params.lang, "brands.editTitle", { name: params.code })
    : pageTitle(params.lang, "brands.new");

const INTENTS = ["save", "uploadLogo", "removeLogo", "delete"] as const;
type Intent = (typeof INTENTS)[number];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "brands")) throw redirect(`/${language}/`);
  // A shop has tens of brands: the list carries the one asked for.
  const { brands } = await api<StaffBrandList>("/brands");
  const brand = params.code ? brands.find((candidate) => candidate.code === params.code) : undefined;
  if (params.code && !brand) throw notFound();
  const url = new URL(request.url);
  return {
    brand,
    language,
    created: url.searchParams.has("created"),
    confirmingDelete: url.searchParams.has("delete"),
  };
}

type ActionAnswer =
  | { intent: Intent; done: true }
  | { intent: Intent; fieldErrors: BrandFieldErrors; values: Record<string, string> }
  | { intent: Intent; logoError: string }
  | { intent: Intent; inUse: true }
  | { intent: Intent; error: string; values?: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs): Promise<ActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "brands")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent) || (intent !== "save" && !params.code)) {
    throw new Response("Unknown form", { status: 400 });
  }
  const values = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === "string").map(([name, value]) => [name, String(value)]),
  );
  const path = `/brands/${encodeURIComponent(params.code ?? "")}`;
  try {
    if (intent === "save" && !params.code) {
      const created = await api<StaffBrand>("/brands", { method: "POST", body: brandBodyOf(form, { creating: true }) });
      throw redirect(`/${language}/brands/${encodeURIComponent(created.code)}?created`);
    }
    if (intent === "save") await api(path, { method: "PUT", body: brandBodyOf(form, { creating: false }) });
    if (intent === "uploadLogo") {
      const picture = form.get("image");
      // A file input left empty sends a nameless, empty part: no picture chosen.
      if (!(picture instanceof File) || (picture.size === 0 && !picture.name)) {
        return { intent, logoError: "image.missing" };
      }
      const body = new FormData();
      body.set("image", picture, picture.name);
      await api(`${path}/logo`, { method: "PUT", body });
    }
    if (intent === "removeLogo") await api(`${path}/logo`, { method: "DELETE" });
    if (intent === "delete") {
      await api(path, { method: "DELETE" });
      throw redirect(`/${language}/brands?deleted`);
    }
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      if (error.type === "BrandInUseError") return { intent, inUse: true };
      if (intent === "uploadLogo") {
        const image = pictureErrorsOf(error.errors)?.image;
        if (image) return { intent, logoError: image };
      }
      const fieldErrors = brandFieldErrorsOf(error.errors);
      return fieldErrors ? { intent, fieldErrors, values } : { intent, error: error.message, values };
    }
    throw error;
  }
  return { intent, done: true };
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card" data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default function BrandPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, language, created, confirmingDelete } = loaderData;
  const { t } = useTranslation();
  const answer = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const saving = answer("save");
  const value = (name: BrandInputName, stored: string) =>
    saving && "values" in saving ? (saving.values?.[name] ?? "") : stored;
  const invalid = (name: BrandInputName) =>
    saving && "fieldErrors" in saving && saving.fieldErrors[name]
      ? t(`brands.fieldErrors.${name}.${saving.fieldErrors[name]}`)
      : undefined;
  const logo = answer("uploadLogo") ?? answer("removeLogo");
  const deleting = answer("delete");
  const name = brand ? localized(brand.name, language) : "";
  const here = `/${language}/brands/${brand ? encodeURIComponent(brand.code) : "new"}`;
  // After a save the inputs show what was stored: a fresh form.
  const version = saving && "done" in saving ? JSON.stringify(brand) : "typed";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/brands`} className="text-brand-700 underline">
          {t("brands.back")}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{brand ? name : t("brands.new")}</h1>
        {brand ? (
          <span className="text-ink-600" dir="ltr">
            {brand.code}
          </span>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Section title={t("brands.title")}>
            <div aria-live="polite" className="mb-3">
              {created && !actionData ? (
                <FormAlert tone="success">{t("brands.created")}</FormAlert>
              ) : saving && "done" in saving ? (
                <FormAlert tone="success">{t("brands.saved")}</FormAlert>
              ) : saving && "fieldErrors" in saving ? (
                <FormAlert tone="error">{t("brands.failed")}</FormAlert>
              ) : saving && "error" in saving ? (
                <FormAlert tone="error">{saving.error}</FormAlert>
              ) : null}
            </div>
            <Form method="post" key={version} className="grid gap-4 md:grid-cols-2" data-testid="brand-form">
              <input type="hidden" name="intent" value="save" />
              {brand ? null : (
                <div className="md:col-span-2">
                  <TextField
                    label={t("brands.fields.code")}
                    hint={t("brands.codeHint")}
                    name="code"
                    dir="ltr"
                    required
                    maxLength={BRAND_LIMITS.codeLength}
                    defaultValue={value("code", "")}
                    error={invalid("code")}
                  />
                </div>
              )}
              <TextField
                label={t("brands.fields.nameEn")}
                name="nameEn"
                dir="ltr"
                lang="en"
                required
                maxLength={BRAND_LIMITS.nameLength}
                defaultValue={value("nameEn", brand?.name.en ?? "")}
                error={invalid("nameEn")}
              />
              <TextField
                label={t("brands.fields.nameAr")}
                name="nameAr"
                dir="rtl"
                lang="ar"
                required
                maxLength={BRAND_LIMITS.nameLength}
                defaultValue={value("nameAr", brand?.name.ar ?? "")}
                error={invalid("nameAr")}
              />
              <div className="md:col-span-2">
                <TextField
                  label={t("brands.fields.slug")}
                  hint={t("brands.slugHint")}
                  name="slug"
                  dir="ltr"
                  required
                  maxLength={BRAND_LIMITS.codeLength}
                  defaultValue={value("slug", brand?.slug ?? "")}
                  error={invalid("slug")}
                />
              </div>
              <div className="md:col-span-2">
                <Button type="submit">{brand ? t("brands.save") : t("brands.create")}</Button>
              </div>
            </Form>
          </Section>
        </div>

        {brand ? (
          <div className="space-y-4">
            <Section title={t("brands.logoSection.title")} testId="brand-logo">
              <p className="mb-3 text-sm text-ink-700">{t("brands.logoSection.intro")}</p>
              <div aria-live="polite" className="mb-3">
                {logo && "done" in logo ? (
                  <FormAlert tone="success">
                    {t(logo.intent === "uploadLogo" ? "brands.logoSection.uploaded" : "brands.logoSection.removed")}
                  </FormAlert>
                ) : logo && "error" in logo ? (
                  <FormAlert tone="error">{logo.error}</FormAlert>
                ) : null}
              </div>
              {brand.logoUrl ? (
                <img
                  src={brand.logoUrl}
                  alt={name}
                  width={160}
                  height={80}
                  className="mb-3 h-20 w-40 rounded border border-ink-100 object-contain"
                />
              ) : (
                <p className="mb-3 text-sm text-ink-600">{t("brands.noLogo")}</p>
              )}
              <Form method="post" encType="multipart/form-data" key={`logo-${brand.logoUrl}`} className="space-y-3">
                <input type="hidden" name="intent" value="uploadLogo" />
                <PictureFileField
                  label={t("brands.logoSection.file")}
                  hint={t("brands.logoSection.fileHint")}
                  error={logo && "logoError" in logo ? t(`catalogue.product.fieldErrors.${logo.logoError}`) : undefined}
                />
                <Button type="submit">
                  {brand.logoUrl ? t("brands.logoSection.replace") : t("brands.logoSection.upload")}
                </Button>
              </Form>
              {brand.logoUrl ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="removeLogo" />
                  <Button type="submit" variant="outline" size="sm">
                    {t("brands.logoSection.remove")}
                  </Button>
                </Form>
              ) : null}
            </Section>

            <Section title={t("brands.delete.open")}>
              <Link to={`${here}?delete`} className="font-semibold text-sale underline" replace>
                {t("brands.delete.open")}
              </Link>
            </Section>
          </div>
        ) : null}
      </div>

      {brand && confirmingDelete ? (
        <ConfirmDeleteDialog
          title={t("brands.delete.title", { name })}
          text={t("brands.delete.text")}
          refusal={
            deleting && "inUse" in deleting ? (
              <FormAlert tone="error">{t("brands.delete.inUse", { count: brand.productCount })}</FormAlert>
            ) : deleting && "error" in deleting ? (
              <FormAlert tone="error">{deleting.error}</FormAlert>
            ) : null
          }
          confirmLabel={t("brands.delete.confirm")}
          cancelLabel={t("brands.delete.cancel")}
          here={here}
        />
      ) : null}
    </>
  );
}
