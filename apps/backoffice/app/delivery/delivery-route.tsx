/**
 * Delivery settings (the owner; issue 19 screen 9): each emirate's delivery areas with the fee and the cart value
 * from which delivery is free. Each area is its own small form posted to this route's action (it works before
 * scripts); the API prices every cart from these values, so a change applies to the next cart and order.
 */
import type { Language } from "@dukkan/i18n";
import { amountTextOfFils, formatFils } from "@dukkan/money";
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { StaffDeliveryArea, StaffDeliveryRegions } from "../api/staff-api-types";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/delivery-route";
import { deliveryAreaRequestOf } from "./delivery-form";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "delivery.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "delivery")) throw redirect(`/${language}/`);
  return { settings: await api<StaffDeliveryRegions>("/delivery-areas"), language };
}

type Outcome = { area: string; error: string } | { area: string; done: true };

export async function action({ request, params }: Route.ActionArgs): Promise<Outcome> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "delivery")) throw redirect(`/${language}/`);
  const read = deliveryAreaRequestOf(await request.formData());
  if (!read.ok) return { area: read.isocode, error: `delivery.errors.${read.field}` };
  try {
    await api(`/delivery-areas/${encodeURIComponent(read.isocode)}`, { method: "PUT", body: read.body });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      const subject = error.errors[0]?.subject ?? "";
      const key = subject.includes("orderThreshold")
        ? "threshold"
        : subject.includes("shippingFee")
          ? "fee"
          : error.errors[0]?.reason === "notFound"
            ? "notFound"
            : "unknown";
      return { area: read.isocode, error: `delivery.errors.${key}` };
    }
    throw error;
  }
  return { area: read.isocode, done: true };
}

export default function DeliveryPage({ loaderData: { settings, language }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("delivery.title")}</h1>
      <p className="mb-4 max-w-3xl text-sm text-ink-700">{t("delivery.intro")}</p>
      <div className="space-y-4">
        {settings.regions.map((region) => (
          <section key={region.isocode} className="rounded-card bg-white p-5 shadow-card">
            <h2 className="mb-3 text-lg font-semibold">{region.name[language]}</h2>
            {region.areas.length === 0 ? (
              <p className="text-sm text-ink-600">{t("delivery.noAreas")}</p>
            ) : (
              <ul className="divide-y divide-ink-100">
                {region.areas.map((area) => (
                  <AreaForm
                    key={area.isocode}
                    area={area}
                    language={language}
                    outcome={actionData?.area === area.isocode ? actionData : undefined}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

function AreaForm({
  area,
  language,
  outcome,
}: {
  area: StaffDeliveryArea;
  language: Language;
  outcome: Outcome | undefined;
}) {
  const { t } = useTranslation();
  const id = (name: string) => `${area.isocode}-${name}`;
  return (
    <li className="py-3" data-testid={`delivery-area-${area.isocode}`}>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="area" value={area.isocode} />
        <div className="min-w-40 grow basis-full md:basis-auto">
          <p className="font-semibold">{area.name[language]}</p>
          <p className="text-xs text-ink-600" data-testid="delivery-area-summary">
            {area.orderThresholdFils === null
              ? t("delivery.summaryNeverFree", { fee: formatFils(area.shippingFeeFils, language) })
              : t("delivery.summary", {
                  fee: formatFils(area.shippingFeeFils, language),
                  threshold: formatFils(area.orderThresholdFils, language),
                })}
          </p>
        </div>
        <div>
          <label htmlFor={id("fee")} className={LABEL_CLASS}>
            {t("delivery.fee")}
          </label>
          <input
            id={id("fee")}
            name="fee"
            required
            inputMode="decimal"
            dir="ltr"
            defaultValue={amountTextOfFils(area.shippingFeeFils)}
            className={`${INPUT_CLASS} max-w-32`}
          />
        </div>
        <div>
          <label htmlFor={id("threshold")} className={LABEL_CLASS}>
            {t("delivery.threshold")}
          </label>
          <input
            id={id("threshold")}
            name="threshold"
            inputMode="decimal"
            dir="ltr"
            aria-describedby={id("hint")}
            defaultValue={area.orderThresholdFils === null ? "" : amountTextOfFils(area.orderThresholdFils)}
            className={`${INPUT_CLASS} max-w-40`}
          />
        </div>
        <Button type="submit" size="md">
          {t("delivery.save", { area: area.name[language] })}
        </Button>
        <p id={id("hint")} className="basis-full text-xs text-ink-600">
          {t("delivery.thresholdHint")}
        </p>
      </Form>
      <div aria-live="polite">
        {outcome && "error" in outcome && <FormAlert tone="error">{t(outcome.error)}</FormAlert>}
        {outcome && "done" in outcome && <FormAlert tone="success">{t("delivery.saved")}</FormAlert>}
      </div>
    </li>
  );
}
