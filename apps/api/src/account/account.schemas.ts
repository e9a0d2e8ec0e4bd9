/** Request and response shapes of the account routes (they also make the OpenAPI document). */
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NEWSLETTER_EMAIL_PATTERN,
  PHONE_PATTERN,
  TITLE_CODES,
  TRN_PATTERN,
  stripInvisibleFormatting,
} from "@dukkan/occ/rules";
import { z } from "zod";

export const Email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: "must be a valid e-mail address" }))
  .describe("E-mail address");
/** The storefront's phone validator: digits only (invalidPhone), 7–15 of them (`@dukkan/occ/rules`). */
export const PhoneNumber = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, "must be 7 to 15 digits without spaces or signs")
  .describe("Phone number, digits only, e.g. 971501234567");
/** A person's name, without invisible direction or zero-width characters (they can disguise a name). */
const Name = z
  .string()
  .overwrite(stripInvisibleFormatting)
  .trim()
  .min(1, "is required")
  .max(NAME_MAX_LENGTH, `may have at most ${NAME_MAX_LENGTH} characters`);
export const TitleCode = z.enum(TITLE_CODES).describe("Title: mr, mrs, miss, ms or dr");
/** UAE Tax Registration Number: 15 digits. */
export const Trn = z.string().trim().regex(TRN_PATTERN, "must be the 15-digit UAE Tax Registration Number");

export const UserIdParams = z.object({
  userId: z.string().min(1).max(320).describe("anonymous, current or the customer's uid"),
});

export const User = z.object({
  uid: z.string(),
  customerId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  titleCode: z.string().optional(),
  title: z.string().optional(),
  email: z.string(),
  displayUid: z.string(),
  phoneNumber: z.string().optional(),
  trn: z.string().optional(),
  language: z.object({ isocode: z.string() }),
  currency: z.object({ isocode: z.string() }),
});

export const UserSignUp = z.object({
  uid: Email.describe("The e-mail address (stored lower-cased)"),
  password: z.string(),
  firstName: Name,
  lastName: Name,
  titleCode: TitleCode.optional(),
  phoneNumber: PhoneNumber,
});

export const UserUpdate = z.object({
  firstName: Name.optional(),
  lastName: Name.optional(),
  titleCode: z.union([TitleCode, z.literal("")]).optional(),
  phoneNumber: PhoneNumber.optional(),
  trn: z
    .union([Trn, z.literal("")])
    .optional()
    .describe("UAE TRN (15 digits); empty removes it"),
});

export const CheckRegisterQuery = z.object({
  email: Email.optional(),
  phoneNumber: PhoneNumber.optional(),
});
export const CheckRegisterResult = z.object({
  reason: z.string().optional(),
  emailIsExist: z.boolean(),
  phoneIsExist: z.boolean(),
});

export const VerificationTokenRequest = z.object({
  loginId: Email,
  password: z.string().min(1).max(200),
  purpose: z.literal("LOGIN"),
});
export const VerificationToken = z.object({ tokenId: z.string(), expiresIn: z.string() });

export const ActivationResult = z.object({
  uid: z.string().optional(),
  errors: z.array(z.object({ type: z.string(), message: z.string() })).optional(),
});

export const ResetPasswordRequest = z.object({ token: z.string().min(1).max(200), newPassword: z.string() });

/** Newsletter e-mail rule (shopping spec §5): non-space characters, '@', non-space, '.', non-space. */
export const NewsletterEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .regex(NEWSLETTER_EMAIL_PATTERN, "email.formatError");

export const SMS_PAGE_NAMES = ["REGISTER", "PROFILE", "CHECKOUT"] as const;
export const SmsQuery = z.object({
  phoneNumber: z.string().trim().max(32).describe("Phone number, digits only"),
  pageName: z
    .string()
    .max(40)
    .transform((name) => name.toUpperCase())
    .pipe(z.enum(SMS_PAGE_NAMES))
    .describe("The protected action: REGISTER, PROFILE or CHECKOUT"),
});
export const SmsVerifyQuery = SmsQuery.extend({
  oneTimePassword: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "must be the 6-digit code"),
});

/** Guest registration from a placed order (SAP OCC: POST users with guid and password, usually form-encoded). */
export const GuestSignUp = z.object({
  guid: z.string().trim().min(1).max(64).describe("The guest order's guid"),
  password: z.string(),
});

/**
 * POST users: a registration (UserSignUp) or, when `guid` is present, a guest registration (GuestSignUp). The body
 * is checked against the one it names, so each keeps its own per-field errors.
 */
export const SignUpRequest = z
  .looseObject({})
  .transform((body, ctx): z.infer<typeof UserSignUp> | z.infer<typeof GuestSignUp> => {
    const result = ("guid" in body ? GuestSignUp : UserSignUp).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  })
  .describe(
    "UserSignUp {uid, password, firstName, lastName, titleCode?, phoneNumber}, or {guid, password} for a guest's order",
  );
