/** Staff members, their sign-in and second factor (decisions 0036 and 0044). */
import { PASSWORD_RULE, passwordProblems } from "@dukkan/occ/rules";
import { z } from "zod";

export const STAFF_ROLES = ["owner", "fulfilment", "support", "merchandiser"] as const;
export const StaffRole = z.enum(STAFF_ROLES).describe("owner may do everything; the others what a route names");
export type StaffRole = z.infer<typeof StaffRole>;

/** NONE: the member has not enrolled an authenticator yet (their session may only enrol it); TOTP: enrolled. */
export const SECOND_FACTORS = ["NONE", "TOTP"] as const;
export const SecondFactor = z.enum(SECOND_FACTORS);
export type SecondFactor = z.infer<typeof SecondFactor>;

export const StaffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  secondFactor: SecondFactor,
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSignIn = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
export type StaffSignIn = z.infer<typeof StaffSignIn>;

export const StaffToken = z.object({
  access_token: z.string().describe("Opaque bearer token for `Authorization: Bearer …` on /admin/v1"),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().describe("Seconds the token stays valid without use (each request renews it)"),
  staff: StaffMember,
});
export type StaffToken = z.infer<typeof StaffToken>;

/** The password was right and the member has an authenticator: the code is asked next. */
export const SecondFactorChallenge = z.object({
  second_factor: z.literal("totp"),
  challenge: z.string().describe("Single use; send it with the code to /auth/second-factor"),
  expires_in: z.number().int().describe("Seconds the challenge stays valid (300)"),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** What POST /auth/token answers: a token (no authenticator enrolled yet) or a second-factor challenge. */
export const StaffSignInResult = z.union([StaffToken, SecondFactorChallenge]);
export type StaffSignInResult = z.infer<typeof StaffSignInResult>;

/** A 6-digit code of the authenticator app, or one of the member's recovery codes. */
export const SecondFactorCode = z
  .string()
  .trim()
  .min(6)
  .max(32)
  .describe("The authenticator's 6-digit code, or a recovery code");

export const SecondFactorSignIn = z.object({ challenge: z.string().min(1).max(128), code: SecondFactorCode });
export type SecondFactorSignIn = z.infer<typeof SecondFactorSignIn>;

/** A new (pending) authenticator secret; it counts once a code from it is confirmed. */
export const SecondFactorEnrolment = z.object({
  secret: z.string().describe("Base32, for typing into an authenticator app"),
  otpauthUri: z.string().describe("otpauth://totp/… URI, what the QR code holds"),
  qrSvg: z.string().describe("The URI as a QR code, an SVG document"),
});
export type SecondFactorEnrolment = z.infer<typeof SecondFactorEnrolment>;

export const SecondFactorConfirm = z.object({ code: SecondFactorCode });
export type SecondFactorConfirm = z.infer<typeof SecondFactorConfirm>;

export const RecoveryCodes = z.object({
  recoveryCodes: z.array(z.string()).describe("Ten single-use codes, shown once"),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const StaffMemberDetails = StaffMember.extend({
  active: z.boolean(),
  passwordSet: z.boolean().describe("false while an invitation has not been taken up"),
  createdAt: z.string(),
});
export type StaffMemberDetails = z.infer<typeof StaffMemberDetails>;

export const StaffMemberList = z.object({ members: z.array(StaffMemberDetails) });
export type StaffMemberList = z.infer<typeof StaffMemberList>;

const language = z.enum(["en", "ar"]).default("en").describe("Language of the e-mail");

export const StaffInvite = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: StaffRole,
  language,
});
export type StaffInvite = z.input<typeof StaffInvite>;

export const StaffPasswordLinkRequest = z.object({ language });
export type StaffPasswordLinkRequest = z.input<typeof StaffPasswordLinkRequest>;

export const StaffIdParams = z.object({ id: z.uuid() });

const PASSWORD_RULE_MESSAGE = `The password needs at least ${PASSWORD_RULE.minLength} characters, one uppercase letter, one digit and one special character`;

/** The shop's password rule (`@dukkan/occ/rules`); too long has its own message. */
export const StaffNewPassword = z
  .string()
  .max(PASSWORD_RULE.maxLength, `The password may have at most ${PASSWORD_RULE.maxLength} characters`)
  .refine((password) => passwordProblems(password).every((problem) => problem === "tooLong"), {
    message: PASSWORD_RULE_MESSAGE,
  })
  .describe(PASSWORD_RULE_MESSAGE);

export const StaffSetPassword = z.object({
  token: z.string().min(1).max(128),
  password: StaffNewPassword,
});
export type StaffSetPassword = z.infer<typeof StaffSetPassword>;
