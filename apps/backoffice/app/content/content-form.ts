/**
 * The content screens' forms (decision 0075). Each input is named by the path of its value in the staff API's body
 * (`title.en`, `paragraphs.0.content.ar`), so the API's refusal of a field (its `subject`) lands on that input.
 * Times are typed in UAE time (`datetime-local`); anything unreadable goes to the API as typed, which refuses it.
 */
import type { OccError } from "@dukkan/occ";
import { instantOfUaeLocal } from "../i18n/uae-time";

/** What was typed, by input name, to show again with the refusals. */
export type TypedValues = Record<string, string>;

/**
 * Why the API refused a field, in words of the message catalogue (`content.errors.*`; an uploaded picture's
 * refusal, `image.{reason}`, in the catalogue's words for pictures).
 */
export type FieldProblem =
  | "required"
  | "shopAddress"
  | "markup"
  | "link"
  | "order"
  | "date"
  | "products"
  | "picture"
  | "slug"
  | "taken"
  | `image.${string}`
  | "invalid";
export type FieldProblems = Record<string, FieldProblem>;

export const typedValuesOf = (form: FormData): TypedValues =>
  Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === "string").map(([name, value]) => [name, String(value)]),
  );

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
export const bilingualOf = (form: FormData, name: string) => ({
  en: text(form, `${name}.en`),
  ar: text(form, `${name}.ar`),
});

/** Product codes typed one per line, or separated by spaces or commas. */
export const codesOf = (value: string) => value.split(/[\s,]+/).filter(Boolean);

/** A page's texts: its title, description and each of its text components (listed by `paragraphs.N.uid`). */
export function pageBodyOf(form: FormData) {
  const paragraphs: { uid: string; title: { en: string; ar: string }; content: { en: string; ar: string } }[] = [];
  for (let index = 0; form.has(`paragraphs.${index}.uid`); index++) {
    paragraphs.push({
      uid: text(form, `paragraphs.${index}.uid`),
      title: bilingualOf(form, `paragraphs.${index}.title`),
      content: bilingualOf(form, `paragraphs.${index}.content`),
    });
  }
  return { title: bilingualOf(form, "title"), description: bilingualOf(form, "description"), paragraphs };
}

/** A new page: its address and its title, description and text in both languages. */
export function newPageBodyOf(form: FormData) {
  return {
    slug: text(form, "slug").trim(),
    title: bilingualOf(form, "title"),
    description: bilingualOf(form, "description"),
    content: bilingualOf(form, "content"),
  };
}

/** The picture file a banner's form carries; undefined when its input was left empty (a nameless, empty part). */
export function uploadedPictureOf(form: FormData): File | undefined {
  const picture = form.get("image");
  return picture instanceof File && (picture.size > 0 || picture.name) ? picture : undefined;
}

export function bannerBodyOf(form: FormData) {
  return {
    headline: bilingualOf(form, "headline"),
    content: bilingualOf(form, "content"),
    urlLink: text(form, "urlLink"),
    mediaUrl: text(form, "mediaUrl"),
    altText: bilingualOf(form, "altText"),
  };
}

/**
 * The rotating banners' new order: each banner's `position.{uid}` (a number staff type; ties keep the old order) and
 * its `enabled.{uid}` checkbox. `uids` is the order before.
 */
export function bannerOrderOf(form: FormData, uids: readonly string[]) {
  const ranked = uids.map((uid, index) => {
    const typed = Number(text(form, `position.${uid}`));
    return {
      uid,
      rank: Number.isFinite(typed) ? typed : index + 1,
      index,
      enabled: form.get(`enabled.${uid}`) === "on",
    };
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { banners: ranked.map(({ uid, enabled }) => ({ uid, enabled })) };
}

export function carouselBodyOf(form: FormData) {
  return {
    title: bilingualOf(form, "title"),
    ...(form.has("productCodes") ? { productCodes: codesOf(text(form, "productCodes")) } : {}),
  };
}

export function campaignBodyOf(form: FormData) {
  return {
    title: bilingualOf(form, "title"),
    productCodes: codesOf(text(form, "productCodes")),
    timer: form.has("timer") ? (instantOfUaeLocal(text(form, "timer")) ?? "") : null,
  };
}

export function saleBannerBodyOf(form: FormData) {
  return {
    headline: bilingualOf(form, "headline"),
    footerSalesMessage: bilingualOf(form, "footerSalesMessage"),
    dateStart: instantOfUaeLocal(text(form, "dateStart")) ?? "",
    dateEnd: instantOfUaeLocal(text(form, "dateEnd")) ?? "",
  };
}

function problemOf(error: OccError): FieldProblem {
  const message = error.message ?? "";
  const subject = error.subject ?? "";
  if (subject === "image") return `image.${error.reason ?? "fileType"}`;
  if (error.reason === "taken") return "taken";
  if (subject === "slug" && /shop's own pages/.test(message)) return "shopAddress";
  if (subject === "slug") return "slug";
  if (/markup/.test(message)) return "markup";
  if (/after the start/.test(message)) return "order";
  if (subject === "productCodes" || subject.startsWith("productCodes.")) return "products";
  if (subject === "mediaUrl") return "picture";
  if (subject === "urlLink") return "link";
  if (/(^|\.)(timer|dateStart|dateEnd)$/.test(subject)) return "date";
  if (/: required$|too small|expected string to have >=1/i.test(message)) return "required";
  return "invalid";
}

/** The API's refusals by input name; undefined when none names a field (the message is shown whole instead). */
export function fieldProblemsOf(errors: OccError[]): FieldProblems | undefined {
  const problems: FieldProblems = {};
  for (const error of errors) {
    if (error.type !== "ValidationError" || !error.subject) continue;
    problems[error.subject] ??= problemOf(error);
  }
  return Object.keys(problems).length > 0 ? problems : undefined;
}
