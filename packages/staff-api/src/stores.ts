/**
 * The shop's stores as staff keep them (store finder, shopping spec §2.16; the same stores are the checkout's
 * pick-up points): the list, one store, and creating or editing one with its texts in both languages, position,
 * contact and week of opening hours. A store's `name` is its permanent id (orders and carts name their pick-up
 * store by it), so it is chosen once, at creation.
 */
import { z } from "zod";

export const STORE_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** The United Arab Emirates' bounding box: a store outside it is a typing mistake. */
export const UAE_BOUNDS = { minLatitude: 22.5, maxLatitude: 26.5, minLongitude: 51, maxLongitude: 56.5 } as const;
export const STORE_TEXT_MAX = 200;
/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const LocalizedText = z.object({ en: z.string(), ar: z.string().optional() });
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const StaffStoreParams = z.object({
  name: z.string().regex(STORE_NAME_PATTERN, "lower-case letters, digits and hyphens"),
});

export const StaffOpeningDay = z.object({
  weekday: z.number().int().min(1).max(7),
  closed: z.boolean(),
  /** 'HH:MM' in the shop's time zone; a closing time at or before the opening time is after midnight. */
  opens: z.string().regex(TIME, "HH:MM").nullable(),
  closes: z.string().regex(TIME, "HH:MM").nullable(),
});
export type StaffOpeningDay = z.infer<typeof StaffOpeningDay>;

export const StaffStore = z.object({
  name: z.string(),
  displayName: LocalizedText,
  regionIsocode: z.string(),
  line1: LocalizedText,
  line2: LocalizedText.nullable(),
  town: LocalizedText,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  position: z.number(),
  openingHours: z.array(StaffOpeningDay),
});
export type StaffStore = z.infer<typeof StaffStore>;

export const StaffStoreList = z.object({
  stores: z.array(StaffStore),
  /** The emirates a store may be in (for the edit form). */
  regions: z.array(z.object({ isocode: z.string(), name: LocalizedText })),
});
export type StaffStoreList = z.infer<typeof StaffStoreList>;

const Text = z.string().trim().min(1, "required").max(STORE_TEXT_MAX);
const OptionalText = z.string().trim().max(STORE_TEXT_MAX).optional();
const Bilingual = z.object({ en: Text, ar: OptionalText });

/** The whole store (PUT replaces it); an empty Arabic text falls back to English on the storefront. */
export const StaffStoreInput = z.object({
  displayName: Bilingual,
  regionIsocode: z.string().regex(/^AE-[A-Z]{2,3}$/, "an emirate such as AE-DU"),
  line1: Bilingual,
  line2: z.object({ en: OptionalText, ar: OptionalText }).optional(),
  town: Bilingual,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{7,20}$/, "digits and spaces, optionally starting with +")
    .optional(),
  email: z.email().max(254).optional(),
  latitude: z.number().min(UAE_BOUNDS.minLatitude).max(UAE_BOUNDS.maxLatitude),
  longitude: z.number().min(UAE_BOUNDS.minLongitude).max(UAE_BOUNDS.maxLongitude),
  position: z.number().int().min(0).max(10_000).default(0),
  openingHours: z
    .array(StaffOpeningDay)
    .length(7, "one entry per weekday")
    .refine((days) => new Set(days.map((day) => day.weekday)).size === 7, "one entry per weekday")
    .refine(
      (days) => days.every((day) => day.closed || (day.opens !== null && day.closes !== null)),
      "an open day needs its opening and closing time",
    ),
});
export type StaffStoreInput = z.input<typeof StaffStoreInput>;

export const StaffStoreCreate = StaffStoreInput.extend({
  name: z.string().regex(STORE_NAME_PATTERN, "lower-case letters, digits and hyphens"),
});
export type StaffStoreCreate = z.input<typeof StaffStoreCreate>;
