/**
 * The shop's customers as support staff see them (issue 19, screen 5): a searchable list, one customer's profile
 * with addresses, orders, consents and notification choices, and the account actions (disable, enable, a
 * password-reset e-mail). Customers are named in URLs by their opaque `customerId`, not their e-mail (uid), so no
 * e-mail address lands in URLs and access logs.
 */
import { NotificationPreference } from "@dukkan/occ";
import { z } from "zod";
import { Pagination } from "./audit";

export const STAFF_CUSTOMER_SORTS = ["registered-desc", "registered-asc", "name-asc", "name-desc"] as const;
export type StaffCustomerSort = (typeof STAFF_CUSTOMER_SORTS)[number];
export const STAFF_CUSTOMER_STATES = ["active", "disabled"] as const;
export type StaffCustomerState = (typeof STAFF_CUSTOMER_STATES)[number];

export const StaffCustomerFilter = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe(
      "The start of the e-mail, the full name (first then last), the last name, or the phone number (digits; 05… is read as 9715…)",
    ),
  state: z.enum(STAFF_CUSTOMER_STATES).optional().describe("active: may sign in; disabled: disabled by staff"),
  sort: z.enum(STAFF_CUSTOMER_SORTS).default("registered-desc"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffCustomerFilter = z.output<typeof StaffCustomerFilter>;
export type StaffCustomerQuery = z.input<typeof StaffCustomerFilter>;

export const StaffCustomerRow = z.object({
  customerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  registeredAt: z.string(),
  /** The e-mailed activation link was followed. */
  activated: z.boolean(),
  disabled: z.boolean(),
});
export type StaffCustomerRow = z.infer<typeof StaffCustomerRow>;

export const StaffCustomerList = z.object({ customers: z.array(StaffCustomerRow), pagination: Pagination });
export type StaffCustomerList = z.infer<typeof StaffCustomerList>;

export const StaffCustomerParams = z.object({ customerId: z.string().min(1).max(100) });

export const StaffCustomerAddress = z.object({
  id: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  town: z.string(),
  regionIsocode: z.string(),
  areaIsocode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type StaffCustomerAddress = z.infer<typeof StaffCustomerAddress>;

export const StaffCustomerOrder = z.object({
  code: z.string(),
  status: z.string(),
  placed: z.string().nullable(),
  totalPriceFils: z.number().int(),
});
export type StaffCustomerOrder = z.infer<typeof StaffCustomerOrder>;

export const StaffCustomer = z.object({
  customerId: z.string(),
  email: z.string(),
  titleCode: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  language: z.string(),
  registeredAt: z.string(),
  activated: z.boolean(),
  disabledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  /** How the customer signs in: a password, and/or social providers (google, apple). */
  signIn: z.object({ password: z.boolean(), socialProviders: z.array(z.string()) }),
  addresses: z.array(StaffCustomerAddress),
  orders: z.object({
    count: z.number().int().describe("Every order the customer placed"),
    totalSpentFils: z.number().int().describe("Placed orders that were not cancelled, incl. VAT"),
    recent: z.array(StaffCustomerOrder).describe("The ten newest"),
  }),
  consents: z.object({
    newsletter: z.boolean().describe("The customer's e-mail is on the newsletter list"),
  }),
  notificationPreferences: z.array(NotificationPreference),
  loyalty: z
    .object({
      points: z.number().int().describe("The points balance now"),
      value: z.number().describe("What the balance is worth at checkout, AED"),
    })
    .describe("Loyalty points, read before any correction"),
});
export type StaffCustomer = z.infer<typeof StaffCustomer>;

/** The answer of the password-reset action: a social-only account has no password to reset. */
export const StaffCustomerPasswordReset = z.object({ sent: z.literal(true), email: z.string() });
export type StaffCustomerPasswordReset = z.infer<typeof StaffCustomerPasswordReset>;
