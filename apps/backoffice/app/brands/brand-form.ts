/**
 * The brand form read into the staff API's body (`StaffBrandUpdate`, plus `code` when creating), and the API's
 * refusals turned back into errors on the inputs staff typed them in, with their reason (`BRAND_REFUSALS`). The
 * API judges every rule; this only names the refused input.
 */
import type { OccError } from "@dukkan/occ";
import { BRAND_REFUSALS, type BrandRefusal } from "@dukkan/staff-api/brand-constants";

export type BrandInputName = "code" | "nameEn" | "nameAr" | "slug";
/** Input → why it was refused. */
export type BrandFieldErrors = Partial<Record<BrandInputName, BrandRefusal>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

export function brandBodyOf(form: FormData, { creating }: { creating: boolean }): Record<string, unknown> {
  return {
    ...(creating ? { code: text(form, "code") } : {}),
    name: { en: text(form, "nameEn"), ar: text(form, "nameAr") },
    slug: text(form, "slug"),
  };
}

/** The API's field paths → the input to mark. */
const FIELD_OF: Record<string, BrandInputName> = {
  code: "code",
  "name.en": "nameEn",
  "name.ar": "nameAr",
  slug: "slug",
};

/** The API's ValidationErrors on known fields; undefined when a refusal is about something else. */
export function brandFieldErrorsOf(errors: readonly OccError[]): BrandFieldErrors | undefined {
  const fieldErrors: BrandFieldErrors = {};
  for (const error of errors) {
    const field = error.subject ? FIELD_OF[error.subject] : undefined;
    if (error.type !== "ValidationError" || !field) return undefined;
    const reason = (BRAND_REFUSALS as readonly string[]).includes(error.reason ?? "")
      ? (error.reason as BrandRefusal)
      : "invalid";
    // Names are refused only for their length; "taken" is about codes and slugs.
    fieldErrors[field] = field === "nameEn" || field === "nameAr" ? "invalid" : reason;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
}
