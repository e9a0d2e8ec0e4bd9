/**
 * The store form read into the staff API's body (`StaffStoreInput`, plus `name` when creating), and the API's
 * refusals turned back into errors on the inputs staff typed them in. The API judges every rule; this translates
 * the inputs (numbers, the week of opening hours) and names the refused input.
 */
import type { OccError } from "@dukkan/occ";
import type { StaffStore } from "@dukkan/staff-api";

export const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** Input names of the form; the opening hours are `closed-{weekday}`, `opens-{weekday}`, `closes-{weekday}`. */
export const TEXT_INPUTS = [
  "displayNameEn",
  "displayNameAr",
  "line1En",
  "line1Ar",
  "line2En",
  "line2Ar",
  "townEn",
  "townAr",
] as const;
export type StoreInputName =
  | (typeof TEXT_INPUTS)[number]
  | "name"
  | "regionIsocode"
  | "phone"
  | "email"
  | "latitude"
  | "longitude"
  | "position"
  | "openingHours";
export type StoreFieldErrors = Partial<Record<StoreInputName, true>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
/** A number input sent as typed when it is not a number, so the API refuses it on that field. */
const numberOrText = (value: string) => (value !== "" && Number.isFinite(Number(value)) ? Number(value) : value);
const optional = (value: string) => (value === "" ? undefined : value);

export function storeBodyOf(form: FormData, { creating }: { creating: boolean }): Record<string, unknown> {
  return {
    ...(creating ? { name: text(form, "name") } : {}),
    displayName: { en: text(form, "displayNameEn"), ar: text(form, "displayNameAr") },
    regionIsocode: text(form, "regionIsocode"),
    line1: { en: text(form, "line1En"), ar: text(form, "line1Ar") },
    line2: { en: text(form, "line2En"), ar: text(form, "line2Ar") },
    town: { en: text(form, "townEn"), ar: text(form, "townAr") },
    phone: optional(text(form, "phone")),
    email: optional(text(form, "email")),
    latitude: numberOrText(text(form, "latitude")),
    longitude: numberOrText(text(form, "longitude")),
    position: numberOrText(text(form, "position") || "0"),
    openingHours: WEEK.map((weekday) => {
      const closed = form.get(`closed-${weekday}`) === "on";
      return {
        weekday,
        closed,
        opens: closed ? null : text(form, `opens-${weekday}`) || null,
        closes: closed ? null : text(form, `closes-${weekday}`) || null,
      };
    }),
  };
}

/** The API's field paths ('displayName.en', 'openingHours.3.opens') → the input to mark. */
const FIELD_OF: Record<string, StoreInputName> = {
  name: "name",
  "displayName.en": "displayNameEn",
  "displayName.ar": "displayNameAr",
  regionIsocode: "regionIsocode",
  "line1.en": "line1En",
  "line1.ar": "line1Ar",
  "line2.en": "line2En",
  "line2.ar": "line2Ar",
  "town.en": "townEn",
  "town.ar": "townAr",
  phone: "phone",
  email: "email",
  latitude: "latitude",
  longitude: "longitude",
  position: "position",
};

/** The API's ValidationErrors on known fields; undefined when a refusal is about something else. */
export function storeFieldErrorsOf(errors: readonly OccError[]): StoreFieldErrors | undefined {
  const fieldErrors: StoreFieldErrors = {};
  for (const error of errors) {
    if (error.type !== "ValidationError" || !error.subject) return undefined;
    const field = error.subject.startsWith("openingHours") ? "openingHours" : FIELD_OF[error.subject];
    if (!field) return undefined;
    fieldErrors[field] = true;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
}

/**
 * What staff read when the API refuses the store for something other than an input: the key of a translated
 * message under `stores.errors` that says what to do next (the API's own message is English and names no step).
 */
export type StoreRefusal = "duplicate" | "notFound" | "unknown";

export function storeRefusalOf(errors: readonly OccError[]): StoreRefusal {
  const [first] = errors;
  if (first?.type === "DuplicateStoreError") return "duplicate";
  if (first?.reason === "notFound") return "notFound";
  return "unknown";
}

/** The form's starting values: the stored store, or a new store open 08:00–22:00 every day. */
export function storeFormValues(store: StaffStore | undefined): Record<string, string> {
  const week = Object.fromEntries(
    WEEK.flatMap((weekday) => {
      const day = store?.openingHours.find((candidate) => candidate.weekday === weekday);
      const closed = day?.closed ?? false;
      return [
        [`closed-${weekday}`, closed ? "on" : ""],
        [`opens-${weekday}`, day ? (day.opens ?? "") : "08:00"],
        [`closes-${weekday}`, day ? (day.closes ?? "") : "22:00"],
      ];
    }),
  );
  return {
    name: store?.name ?? "",
    displayNameEn: store?.displayName.en ?? "",
    displayNameAr: store?.displayName.ar ?? "",
    regionIsocode: store?.regionIsocode ?? "",
    line1En: store?.line1.en ?? "",
    line1Ar: store?.line1.ar ?? "",
    line2En: store?.line2?.en ?? "",
    line2Ar: store?.line2?.ar ?? "",
    townEn: store?.town.en ?? "",
    townAr: store?.town.ar ?? "",
    phone: store?.phone ?? "",
    email: store?.email ?? "",
    latitude: store ? String(store.latitude) : "",
    longitude: store ? String(store.longitude) : "",
    position: store ? String(store.position) : "0",
    ...week,
  };
}
