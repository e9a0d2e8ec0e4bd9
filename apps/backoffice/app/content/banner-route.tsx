/**
 * One home page banner (merchandiser and owner): its form (`BannerForm`), posted to this route's action: a chosen
 * file is uploaded first (with the description), then the banner is saved showing it; the API's refusals (a file
 * that is not a picture among them) are shown on the inputs. A delete behind a confirmation dialog (`?delete`, a
 * page's overlay before scripts run) goes back to the home page's list; the last enabled banner is refused.
 */
import { FormAlert } from "@dukkan/ui/form-alert";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffHomeContent } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/banner-route";
import { BannerForm } from "./banner-form";
import { contentWrite, uploadBannerPicture } from "./content-action.server";
import { bannerBodyOf, uploadedPictureOf } from "./content-form";
import { ContentHeading, useFormState, type ContentActionAnswer } from "./content-parts";
import { notFound } from "../layout/not-found";
import { ConfirmDeleteDialog } from "../layout/confirm-delete-dialog";

export const meta: Route.MetaFunction = ({ params, loaderData }) =>
  pageTitle(params.lang, "content.banner.editTitle", {
    headline: loaderData ? localized(loaderData.banner.headline, loaderData.language) : params.uid,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const home = await api<StaffHomeContent>("/cms/home");
  const banner = home.banners.find((candidate) => candidate.uid === params.uid);
  if (!banner) throw notFound();
  const url = new URL(request.url);
  // The home page always shows a banner: the only enabled one cannot be deleted (the API refuses it too).
  const onlyEnabled = banner.enabled && home.banners.filter((candidate) => candidate.enabled).length === 1;
  return {
    banner,
    onlyEnabled,
    images: home.images,
    language,
    created: url.searchParams.has("created"),
    confirmingDelete: url.searchParams.has("delete"),
  };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const path = `/cms/banners/${encodeURIComponent(params.uid)}`;
  if (form.get("intent") === "delete") {
    return contentWrite(form, "delete", "", async () => {
      await api(path, { method: "DELETE" });
      throw redirect(`/${language}/content/home?deleted`);
    });
  }
  return contentWrite(form, "banner", "content.saved", async () => {
    const body = bannerBodyOf(form);
    const picture = uploadedPictureOf(form);
    if (picture) body.mediaUrl = (await uploadBannerPicture(api, path, body.altText, picture)).media.url;
    await api(path, { method: "PUT", body });
  });
}

export default function BannerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, onlyEnabled, images, language, created, confirmingDelete } = loaderData;
  const { t } = useTranslation();
  const state = useFormState(actionData, "banner");
  const deleting = useFormState(actionData, "delete");
  const here = `/${language}/content/banners/${encodeURIComponent(banner.uid)}`;
  const headline = localized(banner.headline, language);

  return (
    <>
      <ContentHeading language={language} back={{ to: `/${language}/content/home`, label: t("content.banner.back") }} />
      <h2 className="mb-2 text-xl font-bold">{headline}</h2>
      <p className="mb-4 text-sm text-ink-700">
        {t(banner.enabled ? "content.banner.enabled" : "content.banner.disabled")}
      </p>
      <div aria-live="polite" className="mb-3">
        {created && !actionData ? <FormAlert tone="success">{t("content.newBanner.created")}</FormAlert> : null}
        {state.alert}
      </div>
      <BannerForm
        banner={banner}
        images={images}
        language={language}
        state={state}
        formKey={actionData && "done" in actionData ? JSON.stringify(banner) : "typed"}
        submitLabel={t("content.banner.save")}
      />
      <p className="mt-6">
        {onlyEnabled ? (
          <span className="text-sm text-ink-700">{t("content.deleteBanner.onlyEnabled")}</span>
        ) : (
          <Link to={`${here}?delete`} replace className="font-semibold text-sale underline">
            {t("content.deleteBanner.open")}
          </Link>
        )}
      </p>
      {confirmingDelete && !onlyEnabled ? (
        <ConfirmDeleteDialog
          title={t("content.deleteBanner.title", { headline })}
          text={t("content.deleteBanner.text")}
          refusal={deleting.alert}
          confirmLabel={t("content.deleteBanner.confirm")}
          cancelLabel={t("content.deleteBanner.cancel")}
          here={here}
        />
      ) : null}
    </>
  );
}
