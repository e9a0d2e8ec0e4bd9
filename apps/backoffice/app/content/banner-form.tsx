/**
 * A home banner's form, for a new banner and an existing one: headline and text in both languages side by side, its
 * link, its picture (one of the shop's banner pictures, or a new file uploaded under the catalogue's picture rule) and
 * the picture's description. A plain multipart form posted to the page's action (it works before scripts).
 */
import type { StaffHomeBanner, StaffHomeContent } from "../api/staff-api-types";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { SelectField } from "@dukkan/ui/select";
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { PictureFileField } from "../catalogue/picture-file-field";
import { localized } from "../catalogue/localized";
import { BilingualFields, Section, type useFormState } from "./content-parts";

const EMPTY = { en: "", ar: "" };

export function BannerForm({
  banner,
  images,
  language,
  state,
  formKey,
  submitLabel,
}: {
  /** The stored banner; none for a new one. */
  banner?: StaffHomeBanner;
  images: StaffHomeContent["images"];
  language: Language;
  state: ReturnType<typeof useFormState>;
  /** Changes once a save is done, so the inputs show what was stored. */
  formKey: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const pictureName = (image: (typeof images)[number]) =>
    `${localized(image.altText, language) || image.url} (${image.url.slice("/medias/".length, "/medias/".length + 8)})`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      key={formKey}
      className="flex flex-col gap-4"
      data-testid="banner-form"
    >
      <Section title={t("content.banner.headline")}>
        <BilingualFields
          name="headline"
          label={t("content.banner.headline")}
          stored={banner?.headline ?? EMPTY}
          state={state}
          required
        />
        <BilingualFields
          name="content"
          label={t("content.banner.content")}
          stored={banner?.content ?? EMPTY}
          state={state}
        />
        <TextField
          label={t("content.banner.urlLink")}
          hint={t("content.banner.urlLinkHint")}
          name="urlLink"
          dir="ltr"
          required
          defaultValue={state.value("urlLink", banner?.urlLink ?? "")}
          error={state.problem("urlLink")}
        />
      </Section>
      <Section title={t("content.banner.picture")}>
        <SelectField
          label={t("content.banner.picture")}
          name="mediaUrl"
          defaultValue={state.value("mediaUrl", banner?.media.url ?? images[0]?.url ?? "")}
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
          stored={banner?.media.altText ?? EMPTY}
          state={state}
          required
        />
      </Section>
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
