/**
 * One promotion's edit form (`/promotions/{code}`) and the new-promotion form (`/promotions/new`), merchandiser and
 * owner: kind, texts in both languages, the amounts the kind takes, the product scope, priority, exclusivity,
 * coupon-only, the window and enabled; with how often it was used and links to its vouchers. A plain form posted to
 * this route's action (it works before scripts); the API's refusals show on the inputs, with what was typed.
 */
import { PROMOTION_KINDS } from "@dukkan/staff-api/promotion-constants";
import { Button } from "@dukkan/ui/button";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { TextField } from "@dukkan/ui/field";
import { SelectField } from "@dukkan/ui/select";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import type { StaffPromotion } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/promotion-route";
import { EnabledBadge, FormSection, SaveOutcome } from "./promotion-parts";
import {
  promotionBodyOf,
  promotionFormValues,
  refused,
  typedOrStored,
  type PromotionInputName,
  type RuleFormAnswer,
} from "./promotion-form";
import { readRule, saveRule } from "./rule-form.server";

export const meta: Route.MetaFunction = ({ params }) =>
  params.code
    ? pageTitle(params.lang, "promotions.editTitle", { code: params.code })
    : pageTitle(params.lang, "promotions.new");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "promotions")) throw redirect(`/${language}/`);
  const promotion = await readRule<StaffPromotion>(api, "promotions", params.code);
  const created = new URL(request.url).searchParams.has("created");
  return { promotion, language, created };
}

export async function action({ request, params }: Route.ActionArgs): Promise<RuleFormAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "promotions")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const body = promotionBodyOf(form, { creating: !params.code });
  return saveRule({ api, language }, "promotions", params.code, form, body);
}

export default function PromotionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, language, created } = loaderData;
  const { t } = useTranslation();
  const value = typedOrStored(actionData, promotionFormValues(promotion));
  const invalid = (name: PromotionInputName) =>
    refused(actionData, name) ? t(`promotions.fieldErrors.${name}`) : undefined;
  const field = (
    name: PromotionInputName,
    options: { dir?: "ltr" | "rtl"; required?: boolean; type?: string; hint?: string; inputMode?: "decimal" } = {},
  ) => (
    <TextField
      label={t(`promotions.fields.${name}`)}
      name={name}
      defaultValue={value(name)}
      error={invalid(name)}
      {...options}
    />
  );
  const checkbox = (name: "exclusive" | "couponOnly" | "enabled", label: string) => (
    <CheckboxField name={name} defaultChecked={value(name) === "on"}>
      {label}
    </CheckboxField>
  );
  // After a save the inputs show what was stored: a fresh form.
  const version = actionData && "done" in actionData ? JSON.stringify(promotion) : "typed";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/promotions`} className="text-brand-700 underline">
          {t("promotions.back")}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{promotion ? localized(promotion.name, language) : t("promotions.new")}</h1>
        {promotion && (
          <>
            <span className="text-ink-600" dir="ltr">
              {promotion.code}
            </span>
            <EnabledBadge enabled={promotion.enabled} />
          </>
        )}
      </div>
      {promotion && (
        <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="promotion-usage">
          <span>{t("promotions.usage", { count: promotion.usageCount, vouchers: promotion.voucherCount })}</span>
          <Link
            to={`/${language}/vouchers?promotion=${encodeURIComponent(promotion.code)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t("promotions.vouchersLink")}
          </Link>
          <Link
            to={`/${language}/vouchers/new?promotion=${encodeURIComponent(promotion.code)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t("promotions.newVoucher")}
          </Link>
        </p>
      )}
      <SaveOutcome answer={actionData} created={created} texts="promotions" />
      <Form method="post" key={version} className="flex flex-col gap-4" data-testid="promotion-form">
        <FormSection title={t("promotions.sections.rule")}>
          {promotion ? null : field("code", { dir: "ltr", required: true, hint: t("promotions.hints.code") })}
          <SelectField
            label={t("promotions.fields.kind")}
            name="kind"
            defaultValue={value("kind")}
            error={invalid("kind")}
            options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(`promotions.kinds.${kind}`) }))}
          />
          {field("priority", { dir: "ltr", type: "number", hint: t("promotions.hints.priority") })}
          <div className="flex flex-col gap-2 md:col-span-2">
            {checkbox("enabled", t("promotions.enabled"))}
            {checkbox("couponOnly", t("promotions.couponOnlyLabel"))}
            {checkbox("exclusive", t("promotions.exclusive"))}
          </div>
        </FormSection>
        <FormSection title={t("promotions.sections.texts")} hint={t("promotions.hints.texts")}>
          {field("nameEn", { dir: "ltr", required: true })}
          {field("nameAr", { dir: "rtl" })}
          {field("descriptionEn", { dir: "ltr", required: true })}
          {field("descriptionAr", { dir: "rtl" })}
          {field("potentialEn", { dir: "ltr" })}
          {field("potentialAr", { dir: "rtl" })}
        </FormSection>
        <FormSection title={t("promotions.sections.amounts")}>
          {field("percent", { dir: "ltr", inputMode: "decimal", hint: t("promotions.hints.percent") })}
          {field("amount", { dir: "ltr", inputMode: "decimal", hint: t("promotions.hints.amount") })}
          {field("threshold", { dir: "ltr", inputMode: "decimal", hint: t("promotions.hints.threshold") })}
          {field("minQuantity", { dir: "ltr", type: "number" })}
          {field("buyQuantity", { dir: "ltr", type: "number" })}
          {field("freeQuantity", { dir: "ltr", type: "number" })}
        </FormSection>
        <FormSection title={t("promotions.sections.scope")} hint={t("promotions.hints.scope")}>
          {field("productCodes", { dir: "ltr" })}
          {field("categoryCodes", { dir: "ltr" })}
          {field("brandCodes", { dir: "ltr" })}
        </FormSection>
        <FormSection title={t("promotions.sections.window")} hint={t("promotions.hints.window")}>
          {field("startsAt", { dir: "ltr", type: "datetime-local" })}
          {field("endsAt", { dir: "ltr", type: "datetime-local" })}
        </FormSection>
        <div>
          <Button type="submit">{promotion ? t("promotions.save") : t("promotions.create")}</Button>
        </div>
      </Form>
    </>
  );
}
