/**
 * The product page's pictures (merchandiser and owner, decision 0077): the gallery in the shop's order, each
 * picture with its alt texts in both languages, Move up / Move down buttons and Delete; and the upload form (a
 * JPEG, PNG or WebP of at most 5 MB). Plain forms posted to the product route's action, so every step works from
 * the keyboard and before scripts; the first picture is the one tiles and listings show.
 */
import type { Language } from "@dukkan/i18n";
import { PRODUCT_IMAGE_LIMITS } from "@dukkan/staff-api/product-constants";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { StaffProduct } from "../api/staff-api-types";
import { localized } from "./localized";
import { PictureFileField } from "./picture-file-field";
import { IMAGE_INTENTS, type FieldErrors, type ProductIntent } from "./product-form";

type Answer =
  | { intent: ProductIntent; done: true }
  | { intent: ProductIntent; fieldErrors: FieldErrors; values: Record<string, string> }
  | { intent: ProductIntent; error: string };

export function ProductImagesSection({
  product,
  language,
  answer,
}: {
  product: StaffProduct;
  language: Language;
  /** The action's answer when the last form sent was one of this section's. */
  answer: Answer | undefined;
}) {
  const { t } = useTranslation();
  const images = product.images;
  const productName = localized(product.name, language);
  const uploading = answer?.intent === "uploadImage" ? answer : undefined;
  const uploadError = (field: "image" | "altEn" | "altAr") => {
    const key = uploading && "fieldErrors" in uploading ? uploading.fieldErrors[field] : undefined;
    return key ? t(`catalogue.product.fieldErrors.${key}`) : undefined;
  };
  const typed = (field: string) => (uploading && "values" in uploading ? (uploading.values[field] ?? "") : "");
  const full = images.length >= PRODUCT_IMAGE_LIMITS.maxImages;

  return (
    <section className="rounded-card bg-white p-5 shadow-card" data-testid="product-images">
      <h2 className="mb-1 text-lg font-semibold">{t("catalogue.images.title")}</h2>
      <p className="mb-3 text-sm text-ink-700">{t("catalogue.images.intro")}</p>
      <div aria-live="polite" className="mb-3">
        {answer && "done" in answer ? (
          <FormAlert tone="success">{t(`catalogue.images.done.${answer.intent}`)}</FormAlert>
        ) : answer && "fieldErrors" in answer ? (
          <FormAlert tone="error">{t("catalogue.product.failed")}</FormAlert>
        ) : answer && "error" in answer ? (
          <FormAlert tone="error">{answer.error}</FormAlert>
        ) : null}
      </div>

      {images.length === 0 ? (
        <p className="mb-4 text-sm text-ink-600">{t("catalogue.images.none")}</p>
      ) : (
        <ol className="mb-5 divide-y divide-ink-100" aria-label={t("catalogue.images.order")}>
          {images.map((image) => {
            const place = t("catalogue.images.place", { position: image.position + 1, count: images.length });
            // This picture's alt form answered: show what was typed and the refusal on it.
            const own =
              answer && IMAGE_INTENTS.includes(answer.intent) && "values" in answer
                ? answer.values.position === String(image.position)
                  ? answer
                  : undefined
                : undefined;
            const altError = (field: "altEn" | "altAr") =>
              own?.fieldErrors[field] ? t(`catalogue.product.fieldErrors.${own.fieldErrors[field]}`) : undefined;
            return (
              <li
                key={`${image.position}-${image.url}-${image.alt.en}-${image.alt.ar}`}
                className="grid gap-3 py-3 md:grid-cols-[8rem_1fr]"
                data-testid="product-image"
              >
                <figure>
                  <img
                    src={image.thumbnailUrl}
                    alt={(language === "ar" ? image.alt.ar : image.alt.en) || image.alt.en || productName}
                    width={128}
                    height={128}
                    className="h-32 w-32 rounded border border-ink-100 object-contain"
                  />
                  <figcaption className="mt-1 text-sm font-semibold">
                    {place}
                    {image.position === 0 ? ` · ${t("catalogue.images.main")}` : ""}
                    {image.video ? ` · ${t("catalogue.images.video")}` : ""}
                  </figcaption>
                </figure>
                <div className="space-y-3">
                  <Form method="post" className="grid gap-3 md:grid-cols-2">
                    <input type="hidden" name="intent" value="imageAlt" />
                    <input type="hidden" name="position" value={image.position} />
                    <TextField
                      label={t("catalogue.images.altEn")}
                      name="altEn"
                      dir="ltr"
                      lang="en"
                      maxLength={PRODUCT_IMAGE_LIMITS.altLength}
                      defaultValue={own?.values.altEn ?? image.alt.en}
                      error={altError("altEn")}
                    />
                    <TextField
                      label={t("catalogue.images.altAr")}
                      name="altAr"
                      dir="rtl"
                      lang="ar"
                      maxLength={PRODUCT_IMAGE_LIMITS.altLength}
                      defaultValue={own?.values.altAr ?? image.alt.ar}
                      error={altError("altAr")}
                    />
                    <div className="md:col-span-2">
                      <Button
                        type="submit"
                        variant="secondary"
                        size="sm"
                        aria-label={t("catalogue.images.saveAltOf", { place })}
                      >
                        {t("catalogue.images.saveAlt")}
                      </Button>
                    </div>
                  </Form>
                  <div className="flex flex-wrap gap-2">
                    <MoveForm
                      position={image.position}
                      to={image.position - 1}
                      disabled={image.position === 0}
                      label={t("catalogue.images.moveUp")}
                      accessibleLabel={t("catalogue.images.moveUpOf", { place })}
                    />
                    <MoveForm
                      position={image.position}
                      to={image.position + 1}
                      disabled={image.position === images.length - 1}
                      label={t("catalogue.images.moveDown")}
                      accessibleLabel={t("catalogue.images.moveDownOf", { place })}
                    />
                    <Form method="post">
                      <input type="hidden" name="intent" value="deleteImage" />
                      <input type="hidden" name="position" value={image.position} />
                      <Button
                        type="submit"
                        variant="danger"
                        size="sm"
                        aria-label={t("catalogue.images.deleteOf", { place })}
                      >
                        {t("catalogue.images.delete")}
                      </Button>
                    </Form>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {full ? (
        <p className="text-sm text-ink-600">{t("catalogue.images.full", { max: PRODUCT_IMAGE_LIMITS.maxImages })}</p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          key={`upload-${images.length}`}
          className="grid gap-3 md:grid-cols-2"
        >
          <input type="hidden" name="intent" value="uploadImage" />
          <div className="md:col-span-2">
            <PictureFileField
              label={t("catalogue.images.file")}
              hint={t("catalogue.images.fileHint")}
              error={uploadError("image")}
            />
          </div>
          <TextField
            label={t("catalogue.images.altEn")}
            name="altEn"
            dir="ltr"
            lang="en"
            maxLength={PRODUCT_IMAGE_LIMITS.altLength}
            defaultValue={typed("altEn")}
            error={uploadError("altEn")}
          />
          <TextField
            label={t("catalogue.images.altAr")}
            name="altAr"
            dir="rtl"
            lang="ar"
            maxLength={PRODUCT_IMAGE_LIMITS.altLength}
            defaultValue={typed("altAr")}
            error={uploadError("altAr")}
          />
          <div className="md:col-span-2">
            <Button type="submit">{t("catalogue.images.upload")}</Button>
          </div>
        </Form>
      )}
    </section>
  );
}

/** Move up or down: a one-button form; at the end of the gallery the button is disabled, not hidden. */
function MoveForm(props: { position: number; to: number; disabled: boolean; label: string; accessibleLabel: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="moveImage" />
      <input type="hidden" name="position" value={props.position} />
      <input type="hidden" name="to" value={Math.max(props.to, 0)} />
      <Button type="submit" variant="outline" size="sm" disabled={props.disabled} aria-label={props.accessibleLabel}>
        {props.label}
      </Button>
    </Form>
  );
}
