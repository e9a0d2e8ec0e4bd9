/**
 * The content screens' actions: one staff API write per form, its refusals (4xx) turned into the form's field
 * problems with what was typed, so the page shows them on the inputs; a delete refused while the shop links to the
 * page answers where from, a layout change refused for taking out what the storefront needs answers which. Other
 * failures are errors of the page.
 */
import { StaffApiError } from "../api/staff-api.server";
import type { StaffHomeBanner } from "../api/staff-api-types";
import type { SignedInStaff } from "../session/require-staff.server";
import { fieldProblemsOf, typedValuesOf } from "./content-form";
import type { ContentActionAnswer } from "./content-parts";

export async function contentWrite(
  form: FormData,
  formId: string,
  done: string,
  write: () => Promise<unknown>,
): Promise<ContentActionAnswer> {
  try {
    await write();
    return { done, form: formId };
  } catch (error) {
    if (error instanceof StaffApiError && error.type === "CmsPageLinkedError") {
      return { form: formId, linkedFrom: error.errors.map((linked) => linked.subject ?? "") };
    }
    if (error instanceof StaffApiError && error.type === "CmsComponentRequiredError") {
      return { form: formId, required: error.errors.map((needed) => needed.subject ?? "") };
    }
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      const values = typedValuesOf(form);
      const problems = fieldProblemsOf(error.errors);
      return problems ? { form: formId, problems, values } : { form: formId, error: error.message, values };
    }
    throw error;
  }
}

/** Uploads a banner's new picture with its description; answers the banner showing it. */
export function uploadBannerPicture(
  api: SignedInStaff["api"],
  bannerPath: string,
  altText: { en: string; ar: string },
  picture: File,
): Promise<StaffHomeBanner> {
  const upload = new FormData();
  upload.set("altEn", altText.en);
  upload.set("altAr", altText.ar);
  upload.set("image", picture, picture.name);
  return api<StaffHomeBanner>(`${bannerPath}/picture`, { method: "PUT", body: upload });
}
