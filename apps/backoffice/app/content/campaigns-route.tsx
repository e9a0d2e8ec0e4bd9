/**
 * The campaigns (merchandiser and owner): each deals campaign's form (title in both languages, product codes and,
 * for a countdown campaign, its end) and the sale countdown banner's form (headline and short message in both
 * languages, shown from and until). Times in UAE time. Plain forms posted to this route's action, told apart by
 * `intent` and the component's id.
 */
import { Button } from "@dukkan/ui/button";
import { Field, INPUT_CLASS, TextField } from "@dukkan/ui/field";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import type { StaffCampaign, StaffCampaignContent, StaffSaleBanner } from "../api/staff-api-types";
import { pageTitle } from "../i18n/page-title";
import { uaeLocalOf } from "../i18n/uae-time";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/campaigns-route";
import { contentWrite } from "./content-action.server";
import { campaignBodyOf, saleBannerBodyOf } from "./content-form";
import { BilingualFields, ContentHeading, Section, useFormState, type ContentActionAnswer } from "./content-parts";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "content.campaigns.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const content = await api<StaffCampaignContent>("/cms/campaigns");
  return { content, language };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const uid = String(form.get("uid") ?? "");
  if (form.get("intent") === "sale-banner") {
    return contentWrite(form, `sale-banner-${uid}`, "content.saved", () =>
      api(`/cms/sale-banners/${encodeURIComponent(uid)}`, { method: "PUT", body: saleBannerBodyOf(form) }),
    );
  }
  return contentWrite(form, `campaign-${uid}`, "content.saved", () =>
    api(`/cms/campaigns/${encodeURIComponent(uid)}`, { method: "PUT", body: campaignBodyOf(form) }),
  );
}

export default function Campaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { content, language } = loaderData;
  const { t } = useTranslation();
  const saved = actionData && "done" in actionData ? JSON.stringify(content) : "typed";
  return (
    <>
      <ContentHeading language={language} />
      <p className="mb-4 text-sm text-ink-700">{t("content.campaigns.intro")}</p>
      <div className="flex flex-col gap-6">
        {content.campaigns.map((campaign) => (
          <CampaignForm key={`${campaign.uid}-${saved}`} campaign={campaign} answer={actionData} />
        ))}
        {content.saleBanners.map((banner) => (
          <SaleBannerForm key={`${banner.uid}-${saved}`} banner={banner} answer={actionData} />
        ))}
      </div>
    </>
  );
}

function CampaignForm({ campaign, answer }: { campaign: StaffCampaign; answer: ContentActionAnswer | undefined }) {
  const { t } = useTranslation();
  const state = useFormState(answer, `campaign-${campaign.uid}`);
  return (
    <Form method="post" data-testid={`campaign-${campaign.uid}`}>
      <input type="hidden" name="intent" value="campaign" />
      <input type="hidden" name="uid" value={campaign.uid} />
      <Section title={t("content.campaigns.campaign", { uid: campaign.uid })}>
        <div aria-live="polite">{state.alert}</div>
        <BilingualFields
          name="title"
          label={t("content.campaigns.campaignTitle")}
          stored={campaign.title}
          state={state}
          required
        />
        <Field
          label={t("content.campaigns.productCodes")}
          hint={t("content.campaigns.productCodesHint")}
          error={state.problem("productCodes")}
        >
          {(control) => (
            <textarea
              {...control}
              name="productCodes"
              rows={5}
              dir="ltr"
              defaultValue={state.value("productCodes", campaign.productCodes.join("\n"))}
              className={`${INPUT_CLASS} font-mono text-sm`}
            />
          )}
        </Field>
        {campaign.timer !== null && (
          <TextField
            label={t("content.campaigns.timer")}
            hint={t("content.campaigns.timerHint")}
            name="timer"
            type="datetime-local"
            dir="ltr"
            required
            defaultValue={state.value("timer", uaeLocalOf(campaign.timer))}
            error={state.problem("timer")}
          />
        )}
        <div>
          <Button type="submit">{t("content.campaigns.save")}</Button>
        </div>
      </Section>
    </Form>
  );
}

function SaleBannerForm({ banner, answer }: { banner: StaffSaleBanner; answer: ContentActionAnswer | undefined }) {
  const { t } = useTranslation();
  const state = useFormState(answer, `sale-banner-${banner.uid}`);
  return (
    <Form method="post" data-testid={`sale-banner-${banner.uid}`}>
      <input type="hidden" name="intent" value="sale-banner" />
      <input type="hidden" name="uid" value={banner.uid} />
      <Section title={t("content.campaigns.saleBanner")}>
        <div aria-live="polite">{state.alert}</div>
        <BilingualFields
          name="headline"
          label={t("content.campaigns.headline")}
          stored={banner.headline}
          state={state}
          required
        />
        <BilingualFields
          name="footerSalesMessage"
          label={t("content.campaigns.footerSalesMessage")}
          stored={banner.footerSalesMessage}
          state={state}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {(["dateStart", "dateEnd"] as const).map((name) => (
            <TextField
              key={name}
              label={t(`content.campaigns.${name}`)}
              name={name}
              type="datetime-local"
              dir="ltr"
              required
              defaultValue={state.value(name, uaeLocalOf(banner[name]))}
              error={state.problem(name)}
            />
          ))}
        </div>
        <div>
          <Button type="submit">{t("content.campaigns.saveBanner")}</Button>
        </div>
      </Section>
    </Form>
  );
}
