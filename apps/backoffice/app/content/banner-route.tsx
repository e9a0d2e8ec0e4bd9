/**
 * One home page banner (merchandiser and owner): headline and text in both languages side by side, its link, its
 * picture (one of the shop's banner pictures, or a new file uploaded under the catalogue's picture rule) and the
 * picture's description. A plain form posted to this route's action (it works before scripts): a chosen file is
 * uploaded first (with the description), then the banner is saved showing it; the API's refusals (a file that is
 * not a picture among them) are shown on the inputs.
 */
import { Button } from "@dukkan/ui/button";
import { SelectField } from "@dukkan/ui/select";
import { TextField } from "@dukkan/ui/field";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import type { StaffHomeBanner, StaffHomeContent } from "../api/staff-api-types";
import { PictureFileField } from "../catalogue/picture-file-field";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/banner-route";
import { contentWrite } from "./content-action.server";
import { bannerBodyOf, uploadedPictureOf } from "./content-form";
import { BilingualFields, ContentHeading, Section, useFormState, type ContentActionAnswer } from "./content-parts";

export const meta: Route.MetaFunction = ({ params, loaderData }) =>
  pageTitle(params.lang, "content.banner.editTitle", {
    headline: loaderData ? localized(loaderData.banner.headline, loaderData.language) : params.uid,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const home = await api<StaffHomeContent>("/cms/home");
  const banner = home.banners.find((candidate) => candidate.uid === params.uid);
  if (!banner) throw new Response("Not found", { status: 404 });
  return { banner, images: home.images, language };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const path = `/cms/banners/${encodeURIComponent(params.uid)}`;
  return contentWrite(form, "banner", "content.saved", async () => {
    const body = bannerBodyOf(form);
    const picture = uploadedPictureOf(form);
    if (picture) {
      const upload = new FormData();
      upload.set("altEn", body.altText.en);
      upload.set("altAr", body.altText.ar);
      upload.set("image", picture, picture.name);
      const uploaded = await api<StaffHomeBanner>(`${path}/picture`, { method: "PUT", body: upload });
      body.mediaUrl = uploaded.media.url;
    }
    await api(path, { method: "PUT", body });
  });
}

export default function BannerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, images, language } = loaderData;
  const { t } = useTranslation();
  const state = useFormState(actionData, "banner");
  const version = actionData && "done" in actionData ? JSON.stringify(banner) : "typed";
  const pictureName = (image: (typeof images)[number]) =>
    `${localized(image.altText, language) || image.url} (${image.url.slice("/medias/".length, "/medias/".length + 8)})`;

  return (
    <>
      <ContentHeading language={language} back={{ to: `/${language}/content/home`, label: t("content.banner.back") }} />
      <h2 className="mb-2 text-xl font-bold">{localized(banner.headline, language)}</h2>
      <p className="mb-4 text-sm text-ink-700">
        {t(banner.enabled ? "content.banner.enabled" : "content.banner.disabled")}
      </p>
      <div aria-live="polite" className="mb-3">
        {state.alert}
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        key={version}
        className="flex flex-col gap-4"
        data-testid="banner-form"
      >
        <Section title={t("content.banner.headline")}>
          <BilingualFields
            name="headline"
            label={t("content.banner.headline")}
            stored={banner.headline}
            state={state}
            required
          />
          <BilingualFields name="content" label={t("content.banner.content")} stored={banner.content} state={state} />
          <TextField
            label={t("content.banner.urlLink")}
            hint={t("content.banner.urlLinkHint")}
            name="urlLink"
            dir="ltr"
            required
            defaultValue={state.value("urlLink", banner.urlLink)}
            error={state.problem("urlLink")}
          />
        </Section>
        <Section title={t("content.banner.picture")}>
          <SelectField
            label={t("content.banner.picture")}
            name="mediaUrl"
            defaultValue={state.value("mediaUrl", banner.media.url)}
            error={state.problem("mediaUrl")}
            options={images.map((image) => ({ value: image.url, label: pictureName(image) }))}
          />
          <PictureFileField
            label={t("content.banner.upload")}
            hint={t("content.banner.uploadHint")}
            error={state.problem("image")}
            required={false}
          />
          <BilingualFields
            name="altText"
            label={t("content.banner.altText")}
            stored={banner.media.altText}
            state={state}
            required
          />
        </Section>
        <div>
          <Button type="submit">{t("content.banner.save")}</Button>
        </div>
      </Form>
    </>
  );
}
