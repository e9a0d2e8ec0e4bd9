/**
 * The product page's forms read into the staff API's bodies, and the API's refusals turned back into errors on
 * the fields staff typed them in. The API is the judge of every rule (limits in `@dukkan/staff-api`); this only
 * translates: a typed amount to fils (the one rule in `@dukkan/money`), each refused field to its input.
 */
import { filsOfAmountText } from "@dukkan/money";
import type { OccError } from "@dukkan/occ";
import { PRODUCT_IMAGE_REFUSALS } from "@dukkan/staff-api/product-constants";
import { instantOfUaeLocal } from "../i18n/uae-time";

export type ProductIntent =
  | "update"
  | "price"
  | "stock"
  | "schedule"
  | "cancelSchedule"
  | "uploadImage"
  | "imageAlt"
  | "moveImage"
  | "deleteImage";
export const PRODUCT_INTENTS: readonly ProductIntent[] = [
  "update",
  "price",
  "stock",
  "schedule",
  "cancelSchedule",
  "uploadImage",
  "imageAlt",
  "moveImage",
  "deleteImage",
];
/** The forms about one picture of the gallery: their answers belong to the picture they were sent for. */
export const IMAGE_INTENTS: readonly ProductIntent[] = ["imageAlt", "moveImage", "deleteImage"];

/** The form's inputs and the message key shown under each when the API refuses it. */
const FIELDS = {
  "name.en": ["nameEn", "name"],
  "name.ar": ["nameAr", "name"],
  "description.en": ["descriptionEn", "description"],
  "description.ar": ["descriptionAr", "description"],
  priceFils: ["price", "price"],
  location: ["location", "location"],
  available: ["available", "stock"],
  reason: ["reason", "reason"],
  startsAt: ["startsAt", "startsAt"],
  endsAt: ["endsAt", "endsAt"],
  "alt.en": ["altEn", "alt"],
  "alt.ar": ["altAr", "alt"],
  image: ["image", "image"],
  brandCode: ["brandCode", "brand"],
} as const satisfies Record<string, readonly [string, string]>;

export type FieldName = (typeof FIELDS)[keyof typeof FIELDS][0];
/** Input name → message key under `catalogue.product.fieldErrors`. */
export type FieldErrors = Partial<Record<FieldName, string>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A number field sent as typed when it is not a number, so the API refuses it on that field. */
const wholeNumber = (value: string) => (/^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

export type ProductRequest =
  | { ok: true; path: string; method: "PATCH" | "PUT" | "POST" | "DELETE"; body?: Record<string, unknown> | FormData }
  | { ok: false; fieldErrors: FieldErrors };

/** A picture's place in the gallery as the form sent it; anything else is not a form of this page. */
function imagePosition(form: FormData, name: string): number {
  const position = text(form, name);
  if (!/^\d{1,2}$/.test(position)) throw new Response("Unknown picture", { status: 400 });
  return Number(position);
}

/** The gallery's forms (decision 0077): the upload relayed as multipart (the API checks the file), the others JSON. */
function imageRequestOf(intent: ProductIntent, form: FormData): ProductRequest | undefined {
  const alt = { en: text(form, "altEn").trim(), ar: text(form, "altAr").trim() };
  if (intent === "uploadImage") {
    const picture = form.get("image");
    // A file input left empty sends a nameless, empty part: no picture chosen.
    if (!(picture instanceof File) || (picture.size === 0 && !picture.name)) {
      return { ok: false, fieldErrors: { image: "image.missing" } };
    }
    const body = new FormData();
    body.set("altEn", alt.en);
    body.set("altAr", alt.ar);
    body.set("image", picture, picture.name);
    return { ok: true, path: "/images", method: "POST", body };
  }
  if (intent === "imageAlt") {
    return { ok: true, path: `/images/${imagePosition(form, "position")}`, method: "PATCH", body: { alt } };
  }
  if (intent === "moveImage") {
    const to = imagePosition(form, "to");
    return { ok: true, path: `/images/${imagePosition(form, "position")}/move`, method: "POST", body: { to } };
  }
  if (intent === "deleteImage") {
    return { ok: true, path: `/images/${imagePosition(form, "position")}`, method: "DELETE" };
  }
  return undefined;
}

export function productRequestOf(intent: ProductIntent, form: FormData): ProductRequest {
  const image = imageRequestOf(intent, form);
  if (image) return image;
  if (intent === "update") {
    return {
      ok: true,
      path: "",
      method: "PATCH",
      body: {
        name: { en: text(form, "nameEn"), ar: text(form, "nameAr").trim() },
        description: { en: text(form, "descriptionEn"), ar: text(form, "descriptionAr") },
        online: form.get("online") === "on",
        // The select's "No brand" is an empty value: the product has none.
        brandCode: text(form, "brandCode") || null,
      },
    };
  }
  if (intent === "schedule") {
    // A scheduled price change: the price as typed in AED, its times as typed in UAE time (decision 0071).
    const priceFils = filsOfAmountText(text(form, "price"));
    if (priceFils === undefined) return { ok: false, fieldErrors: { price: "price" } };
    return {
      ok: true,
      path: "/scheduled-prices",
      method: "POST",
      body: {
        priceFils,
        startsAt: instantOfUaeLocal(text(form, "startsAt")),
        endsAt: instantOfUaeLocal(text(form, "endsAt")),
      },
    };
  }
  if (intent === "cancelSchedule") {
    const id = text(form, "id");
    if (!/^\d{1,10}$/.test(id)) throw new Response("Unknown scheduled price", { status: 400 });
    return { ok: true, path: `/scheduled-prices/${id}/cancel`, method: "POST" };
  }
  if (intent === "price") {
    const priceFils = filsOfAmountText(text(form, "price"));
    if (priceFils === undefined) return { ok: false, fieldErrors: { price: "price" } };
    return { ok: true, path: "/price", method: "PUT", body: { priceFils } };
  }
  return {
    ok: true,
    path: "/stock",
    method: "PUT",
    body: {
      location: text(form, "location"),
      available: wholeNumber(text(form, "available")),
      reason: text(form, "reason"),
    },
  };
}

/** The API's ValidationErrors on known fields; undefined when a refusal is about something else. */
export function fieldErrorsOf(errors: readonly OccError[]): FieldErrors | undefined {
  const fieldErrors: FieldErrors = {};
  for (const error of errors) {
    const field = FIELDS[error.subject as keyof typeof FIELDS];
    if (error.type !== "ValidationError" || !field) return undefined;
    if (field[0] === "image") {
      // A refused picture: the message says why (its reason, one of PRODUCT_IMAGE_REFUSALS).
      if (!(PRODUCT_IMAGE_REFUSALS as readonly string[]).includes(error.reason ?? "")) return undefined;
      fieldErrors.image = `image.${error.reason}`;
      continue;
    }
    fieldErrors[field[0]] = field[1];
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
}
