/**
 * A new home banner (merchandiser and owner): the banner form, posted to this route's action (it works before
 * scripts). The banner is created disabled, last in the carousel, from the chosen picture; a chosen file is then
 * uploaded to it (a file that is not a picture takes the new banner back, so nothing half-made stays). Its edit page
 * opens, and the home page's list enables it.
 */
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { StaffHomeBanner, StaffHomeContent } from "../api/staff-api-types";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/banner-new-route";
import { BannerForm } from "./banner-form";
import { contentWrite, uploadBannerPicture } from "./content-action.server";
import { bannerBodyOf, uploadedPictureOf } from "./content-form";
import { ContentHeading, useFormState, type ContentActionAnswer } from "./content-parts";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "content.newBanner.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const home = await api<StaffHomeContent>("/cms/home");
  return { images: home.images, language };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  return contentWrite(form, "create", "", async () => {
    const body = bannerBodyOf(form);
    const created = await api<StaffHomeBanner>("/cms/banners", { method: "POST", body });
    const path = `/cms/banners/${encodeURIComponent(created.uid)}`;
    const picture = uploadedPictureOf(form);
    if (picture) {
      try {
        await uploadBannerPicture(api, path, body.altText, picture);
      } catch (error) {
        await api(path, { method: "DELETE" });
        throw error;
      }
    }
    throw redirect(`/${language}/content/banners/${encodeURIComponent(created.uid)}?created`);
  });
}

export default function NewBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { images, language } = loaderData;
  const { t } = useTranslation();
  const state = useFormState(actionData, "create");
  return (
    <>
      <ContentHeading language={language} back={{ to: `/${language}/content/home`, label: t("content.banner.back") }} />
      <h2 className="mb-4 text-xl font-bold">{t("content.newBanner.title")}</h2>
      <div aria-live="polite" className="mb-3">
        {state.alert}
      </div>
      <BannerForm
        images={images}
        language={language}
        state={state}
        formKey="typed"
        submitLabel={t("content.newBanner.create")}
      />
    </>
  );
}
