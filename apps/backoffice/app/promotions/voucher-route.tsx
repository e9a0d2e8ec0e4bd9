/**
 * One voucher's edit form (`/vouchers/{code}`) and the new-voucher form (`/vouchers/new`, `?promotion=` picks its
 * promotion), merchandiser and owner: promotion, texts in both languages, validity window, usage limits, claimable
 * and enabled; with how often it was used. A plain form posted to this route's action (it works before scripts).
 */
import { Button } from "@dukkan/ui/button";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { TextField } from "@dukkan/ui/field";
import { SelectField } from "@dukkan/ui/select";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import type { StaffPromotionList, StaffVoucher } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/voucher-route";
import { EnabledBadge, FormSection, SaveOutcome } from "./promotion-parts";
import {
  refused,
  typedOrStored,
  voucherBodyOf,
  voucherFormValues,
  type RuleFormAnswer,
  type VoucherInputName,
} from "./promotion-form";
import { readRule, saveRule } from "./rule-form.server";

export const meta: Route.MetaFunction = ({ params }) =>
  params.code
    ? pageTitle(params.lang, "vouchers.editTitle", { code: params.code })
    : pageTitle(params.lang, "vouchers.new");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "vouchers")) throw redirect(`/${language}/`);
  const url = new URL(request.url);
  const voucher = await readRule<StaffVoucher>(api, "vouchers", params.code);
  const promotions = await api<StaffPromotionList>("/promotions", {
    query: new URLSearchParams({ pageSize: "100" }),
  });
  return {
    voucher,
    language,
    created: url.searchParams.has("created"),
    promotionCode: url.searchParams.get("promotion") ?? "",
    promotions: promotions.promotions.map((promotion) => ({
      value: promotion.code,
      label: `${localized(promotion.name, language)} (${promotion.code})`,
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs): Promise<RuleFormAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "vouchers")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const body = voucherBodyOf(form, { creating: !params.code });
  return saveRule({ api, language }, "vouchers", params.code, form, body);
}

export default function VoucherPage({ loaderData, actionData }: Route.ComponentProps) {
  const { voucher, language, created, promotions, promotionCode } = loaderData;
  const { t } = useTranslation();
  const value = typedOrStored(actionData, voucherFormValues(voucher, promotionCode));
  const invalid = (name: VoucherInputName) =>
    refused(actionData, name)
      ? t(name === "code" ? "vouchers.codeTaken" : `promotions.fieldErrors.${name}`)
      : undefined;
  const field = (
    name: VoucherInputName,
    options: { dir?: "ltr" | "rtl"; required?: boolean; type?: string; hint?: string } = {},
  ) => (
    <TextField
      label={t(`vouchers.fields.${name}`)}
      name={name}
      defaultValue={value(name)}
      error={invalid(name)}
      {...options}
    />
  );
  const version = actionData && "done" in actionData ? JSON.stringify(voucher) : "typed";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/vouchers`} className="text-brand-700 underline">
          {t("vouchers.back")}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{voucher ? voucher.code : t("vouchers.new")}</h1>
        {voucher && <EnabledBadge enabled={voucher.enabled} />}
      </div>
      {voucher && (
        <p className="mb-4 text-sm" data-testid="voucher-usage">
          {t("vouchers.usage", { count: voucher.usageCount, customers: voucher.customerCount })}
        </p>
      )}
      <SaveOutcome answer={actionData} created={created} texts="vouchers" />
      <Form method="post" key={version} className="flex flex-col gap-4" data-testid="voucher-form">
        <FormSection title={t("vouchers.sections.voucher")}>
          {voucher ? null : field("code", { dir: "ltr", required: true, hint: t("vouchers.hints.code") })}
          <SelectField
            label={t("vouchers.fields.promotionCode")}
            name="promotionCode"
            defaultValue={value("promotionCode")}
            error={invalid("promotionCode")}
            options={[{ value: "", label: t("vouchers.choosePromotion") }, ...promotions]}
          />
          <div className="flex flex-col gap-2 md:col-span-2">
            <CheckboxField name="enabled" defaultChecked={value("enabled") === "on"}>
              {t("vouchers.enabled")}
            </CheckboxField>
            <CheckboxField name="claimable" defaultChecked={value("claimable") === "on"}>
              {t("vouchers.claimable")}
            </CheckboxField>
          </div>
        </FormSection>
        <FormSection title={t("vouchers.sections.texts")}>
          {field("nameEn", { dir: "ltr", required: true })}
          {field("nameAr", { dir: "rtl" })}
          {field("descriptionEn", { dir: "ltr", required: true })}
          {field("descriptionAr", { dir: "rtl" })}
        </FormSection>
        <FormSection title={t("vouchers.sections.window")} hint={t("vouchers.hints.limits")}>
          {field("startsAt", { dir: "ltr", type: "datetime-local" })}
          {field("endsAt", { dir: "ltr", type: "datetime-local" })}
          {field("maxTotal", { dir: "ltr", type: "number" })}
          {field("maxPerCustomer", { dir: "ltr", type: "number" })}
        </FormSection>
        <div>
          <Button type="submit">{voucher ? t("vouchers.save") : t("vouchers.create")}</Button>
        </div>
      </Form>
    </>
  );
}
