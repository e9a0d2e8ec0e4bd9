/**
 * OCC account routes (account spec §7): registration and its checks, activation, one-time-code requests,
 * profile, password recovery, SMS verification and newsletter subscription.
 */
import formbody from "@fastify/formbody";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiText, isApiMessageKey } from "@dukkan/i18n/api";
import { CURRENCY, OccErrorList, SmsStatus } from "@dukkan/occ";
import { isValidPhone } from "@dukkan/occ/rules";
import type { TokenService } from "../auth/token-service.js";
import { invalidParameter, OccHttpError } from "../occ/errors.js";
import { OccQuery } from "../occ/params.js";
import { SmsProviderError } from "../notifications/sms.js";
import type { AccountService, Customer } from "./account-service.js";
import type { GuestRegistration } from "./guest-registration.js";
import {
  ActivationResult,
  CheckRegisterQuery,
  CheckRegisterResult,
  NewsletterEmail,
  PhoneNumber,
  ResetPasswordRequest,
  SmsQuery,
  SmsVerifyQuery,
  User,
  UserIdParams,
  SignUpRequest,
  UserUpdate,
  VerificationToken,
  VerificationTokenRequest,
  Email,
} from "./account.schemas.js";
import { NewPassword } from "./passwords.js";
import type { SmsVerification } from "./sms-verification.js";
import { ANONYMOUS_USER, bearerToken, type UserGuards } from "../guards/user-guard.js";
import { callerUid } from "../occ/request-context.js";

/** The title's name in the language; a code no longer offered has none. */
function titleName(titleCode: string, language: "en" | "ar"): string | undefined {
  const key = `title.${titleCode}`;
  return isApiMessageKey(key) ? apiText(language, key) : undefined;
}

function userView(customer: Customer, language: "en" | "ar"): z.infer<typeof User> {
  return {
    uid: customer.uid,
    customerId: customer.customerId,
    name: `${customer.firstName} ${customer.lastName}`,
    firstName: customer.firstName,
    lastName: customer.lastName,
    ...(customer.titleCode ? { titleCode: customer.titleCode, title: titleName(customer.titleCode, language) } : {}),
    email: customer.email,
    displayUid: customer.email,
    ...(customer.phoneNumber ? { phoneNumber: customer.phoneNumber } : {}),
    ...(customer.trn ? { trn: customer.trn } : {}),
    language: { isocode: customer.language },
    currency: { isocode: CURRENCY },
  };
}

/** Validates a new password with the §5 rule, naming the field in the 400 ValidationError. */
function checkNewPassword(password: string, field: string): void {
  const result = NewPassword.safeParse(password);
  if (!result.success) throw invalidParameter(field, result.error.issues[0]!.message);
}

export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new OccHttpError(429, [
    {
      type: "TooManyRequestsError",
      reason: "rateLimited",
      message: `${message}; try again in ${retryAfterSeconds} seconds`,
    },
  ]);

const errorResponses = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 429: OccErrorList };

export interface AccountRouteDeps {
  accounts: AccountService;
  sms: SmsVerification;
  tokens: TokenService;
  guards: UserGuards;
  guestRegistration: GuestRegistration;
}

export function accountRoutes({
  accounts,
  sms,
  tokens,
  guards,
  guestRegistration,
}: AccountRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // SAP OCC clients send a guest registration's guid and password form-encoded (POST users).
    await app.register(formbody, { bodyLimit: 4096 });
    const currentCustomer = async (request: FastifyRequest): Promise<Customer> => {
      const uid = callerUid(request.context);
      const customer = uid ? await accounts.find(uid) : undefined;
      if (!customer) {
        throw new OccHttpError(401, [{ type: "InvalidTokenError", message: "The token's user no longer exists" }]);
      }
      return customer;
    };

    const checkRegister = async (request: FastifyRequest, email?: string, phoneNumber?: string) => {
      const found = await accounts.checkRegister(
        email,
        phoneNumber,
        request.ip,
        callerUid(request.context) ?? undefined,
      );
      return {
        ...(found.emailIsExist || found.phoneIsExist
          ? { reason: "The e-mail address or phone number is already registered" }
          : {}),
        ...found,
      };
    };

    app.get(
      "/users/:userId/checkRegister",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Account"],
          summary: "Is this e-mail or phone number already registered?",
          params: UserIdParams,
          querystring: OccQuery.extend(CheckRegisterQuery.shape),
          response: { 200: CheckRegisterResult, ...errorResponses },
        },
      },
      async (request) => checkRegister(request, request.query.email, request.query.phoneNumber),
    );

    app.get(
      "/users/:userId/check/:email/:phoneNumber",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Account"],
          summary: "Is this e-mail or phone number already registered? (path form)",
          params: UserIdParams.extend({ email: Email, phoneNumber: PhoneNumber }),
          querystring: OccQuery,
          response: { 200: CheckRegisterResult, ...errorResponses },
        },
      },
      async (request) => checkRegister(request, request.params.email, request.params.phoneNumber),
    );

    app.post(
      "/users",
      {
        schema: {
          tags: ["Account"],
          summary: "Register a customer, or a guest from their order",
          description:
            "Creates an inactive account for an SMS-verified phone number (pageName REGISTER) and e-mails the activation link in `lang`. " +
            "With {guid, password} instead (the guest order's guid), the order's e-mail becomes an active account with that password and the order is attached to it; sign in with the e-mail and password next.",
          querystring: OccQuery,
          body: SignUpRequest,
          response: { 201: User, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body;
        checkNewPassword(body.password, "password");
        const customer =
          "guid" in body
            ? await guestRegistration.register(body.guid, body.password, request.context.language)
            : await accounts.register(body, request.context.language);
        return reply.status(201).send(userView(customer, request.context.language));
      },
    );

    app.post(
      "/users/:userId/token/:tokenId",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Account"],
          summary: "Activate an account with the e-mailed registerToken",
          description:
            "Answers { uid } on success; an invalid or used token answers 200 with errors[0].message 'Invalid token' or 'The token has been already used' (account spec §4.3).",
          params: UserIdParams.extend({ tokenId: z.string().max(200) }),
          querystring: OccQuery,
          body: z.object({}).passthrough().optional(),
          response: { 200: ActivationResult, ...errorResponses },
        },
      },
      async (request) => {
        if (request.params.userId !== ANONYMOUS_USER || request.tokenUserId) {
          throw new OccHttpError(400, [
            {
              type: "ValidationError",
              reason: "signedIn",
              subject: "userId",
              subjectType: "parameter",
              message: "Invalid url or Can not activate an account while logged in",
            },
          ]);
        }
        const result = await accounts.activate(request.params.tokenId.replace(/\s+/g, ""));
        if ("uid" in result) return { uid: result.uid };
        return {
          errors: [
            result.error === "used"
              ? { type: "TokenUsedError", message: "The token has been already used" }
              : { type: "InvalidTokenError", message: "Invalid token" },
          ],
        };
      },
    );

    app.post(
      "/users/:userId/verificationToken",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Account"],
          summary: "Request a one-time sign-in code by e-mail",
          description:
            "Checks the password and e-mails a 6-digit code valid for 5 minutes. Exchange it at the token endpoint: grant_type=password, username=tokenId, password=code. Too many requests answer 400 (the storefront's rate-limit state).",
          params: UserIdParams,
          querystring: OccQuery,
          body: VerificationTokenRequest,
          response: { 201: VerificationToken, ...errorResponses },
        },
      },
      async (request, reply) => {
        if (request.params.userId !== ANONYMOUS_USER) throw invalidParameter("userId", "must be anonymous");
        const result = await accounts.requestLoginCode(request.body.loginId, request.body.password, request.ip);
        if ("tokenId" in result) {
          return reply.status(201).send({ tokenId: result.tokenId, expiresIn: String(result.expiresIn) });
        }
        if (result.outcome === "rate_limited") {
          reply.header("retry-after", String(result.retryAfterSeconds));
          throw new OccHttpError(400, [
            {
              type: "TooManyRequestsError",
              reason: "rateLimited",
              message: `Too many code requests; try again in ${result.retryAfterSeconds} seconds`,
            },
          ]);
        }
        if (result.outcome === "disabled") {
          throw new OccHttpError(403, [
            {
              type: "UserDisabledError",
              message: "The account is not activated yet; use the link e-mailed at registration",
            },
          ]);
        }
        throw new OccHttpError(401, [{ type: "BadCredentialsError", message: "Bad credentials" }]);
      },
    );

    app.get(
      "/users/:userId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Account"],
          summary: "The signed-in customer's profile",
          params: UserIdParams,
          querystring: OccQuery,
          response: { 200: User, ...errorResponses },
        },
      },
      async (request) => userView(await currentCustomer(request), request.context.language),
    );

    app.patch(
      "/users/:userId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Account"],
          summary: "Update the profile",
          description:
            "A changed phone number must not belong to another customer (400, message 'Mobile No. is duplicate.', reason phoneExist) and must be SMS-verified first (pageName PROFILE).",
          params: UserIdParams,
          querystring: OccQuery,
          body: UserUpdate,
          response: { 200: User, ...errorResponses },
        },
      },
      async (request) => {
        const customer = await currentCustomer(request);
        const { titleCode, trn, ...rest } = request.body;
        const updated = await accounts.updateProfile(customer, {
          ...rest,
          ...(titleCode !== undefined ? { titleCode: titleCode || null } : {}),
          ...(trn !== undefined ? { trn: trn || null } : {}),
        });
        return userView(updated, request.context.language);
      },
    );

    app.put(
      "/users/:userId/password",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Account"],
          summary: "Change the password",
          description:
            "Query parameters old and new, as OCC. The new password must pass the password rule. Every other session of the customer ends; the token that made the change stays valid.",
          params: UserIdParams,
          querystring: OccQuery.extend({ old: z.string().min(1).max(200), new: z.string() }),
          response: { 202: z.undefined().describe("No content"), ...errorResponses },
        },
      },
      async (request, reply) => {
        checkNewPassword(request.query.new, "new");
        const customer = await currentCustomer(request);
        await accounts.changePassword(customer, request.query.old, request.query.new, request.ip);
        // requireCustomer has verified the bearer token, so it is present here.
        await tokens.revokeOtherSessions(customer.uid, bearerToken(request)!);
        return reply.status(202).send();
      },
    );

    app.put(
      "/users/:userId/login",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Account"],
          summary: "Ask to change the sign-in e-mail",
          description:
            "Query parameters newLogin and password, as OCC. Checks the password and e-mails a confirmation link " +
            "(valid 24 hours, in `lang`) to the new address; the account keeps its e-mail until the link is opened " +
            "(POST /confirmemailchange). Errors carry the codes error_password_mismatch, error_phone_empty or " +
            "error_uid_existing as message.",
          params: UserIdParams,
          querystring: OccQuery.extend({ newLogin: Email, password: z.string().min(1).max(200) }),
          response: { 202: z.undefined().describe("No content"), ...errorResponses },
        },
      },
      async (request, reply) => {
        const customer = await currentCustomer(request);
        await accounts.requestEmailChange(
          customer,
          request.query.newLogin,
          request.query.password,
          request.ip,
          request.context.language,
        );
        return reply.status(202).send();
      },
    );

    app.post(
      "/confirmemailchange",
      {
        schema: {
          tags: ["Account"],
          summary: "Confirm an e-mail change with the link sent to the new address",
          description:
            "The token works once and only while it is the newest of the customer's e-mail change links. The " +
            "account then signs in with the new e-mail; every session ends and the old address is told.",
          querystring: OccQuery,
          body: z.object({ token: z.string().min(1).max(200) }),
          response: { 200: z.object({ uid: z.string() }), ...errorResponses },
        },
      },
      async (request) => {
        const { oldUid, newUid } = await accounts.confirmEmailChange(request.body.token.replace(/\s+/g, ""));
        await tokens.revokeAllForUser(oldUid);
        return { uid: newUid };
      },
    );

    app.post(
      "/forgottenpasswordtokens",
      {
        schema: {
          tags: ["Account"],
          summary: "E-mail a password reset link",
          description: "Always answers 202, whether or not the address has an account.",
          querystring: OccQuery.extend({ userId: Email }),
          response: { 202: z.undefined().describe("No content"), ...errorResponses },
        },
      },
      async (request, reply) => {
        await accounts.requestPasswordReset(request.query.userId, request.ip);
        return reply.status(202).send();
      },
    );

    app.post(
      "/resetpassword",
      {
        schema: {
          tags: ["Account"],
          summary: "Set a new password with the e-mailed reset token",
          description: "The token works once; every session of the customer ends.",
          querystring: OccQuery,
          body: ResetPasswordRequest,
          response: { 202: z.undefined().describe("No content"), ...errorResponses },
        },
      },
      async (request, reply) => {
        checkNewPassword(request.body.newPassword, "newPassword");
        const uid = await accounts.resetPassword(request.body.token.replace(/\s+/g, ""), request.body.newPassword);
        await tokens.revokeAllForUser(uid);
        return reply.status(202).send();
      },
    );

    app.post(
      "/emails/addEmailSubscription",
      {
        schema: {
          tags: ["Account"],
          summary: "Subscribe an e-mail address to the newsletter",
          querystring: OccQuery,
          body: z.object({ email: NewsletterEmail }),
          response: { 201: z.object({ email: z.string() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        await accounts.subscribe(request.body.email, request.context.language, request.ip);
        return reply.status(201).send({ email: request.body.email.toLowerCase() });
      },
    );

    const smsPhone = (phoneNumber: string): string => {
      if (!isValidPhone(phoneNumber)) {
        throw invalidParameter("phoneNumber", new SmsProviderError(400).message);
      }
      return phoneNumber;
    };
    const smsSchema = <Query extends z.ZodType>(summary: string, querystring: Query) => ({
      tags: ["SMS verification"],
      summary,
      querystring,
      response: { 200: SmsStatus, ...errorResponses },
    });

    app.post(
      "/smss/allowToSubmit",
      { schema: smsSchema("Status of the phone number's verification", OccQuery.extend(SmsQuery.shape)) },
      async (request) => sms.check(smsPhone(request.query.phoneNumber), request.query.pageName),
    );

    app.post(
      "/smss/submit",
      {
        schema: smsSchema(
          "Send a verification code by SMS (60 s resend cool-down, 5 min validity)",
          OccQuery.extend(SmsQuery.shape),
        ),
      },
      async (request) => {
        try {
          return await sms.submit(
            smsPhone(request.query.phoneNumber),
            request.query.pageName,
            request.ip,
            request.context.language,
          );
        } catch (error) {
          if (!(error instanceof SmsProviderError)) throw error;
          if (error.status === 400) throw invalidParameter("phoneNumber", error.message);
          request.log.error({ err: error }, "SMS provider failed");
          throw new OccHttpError(503, [{ type: "SmsApiError", message: error.message }]);
        }
      },
    );

    app.post(
      "/smss/verify",
      { schema: smsSchema("Check the SMS code (5 tries)", OccQuery.extend(SmsVerifyQuery.shape)) },
      async (request, reply) => {
        const { phoneNumber, pageName, oneTimePassword } = request.query;
        const result = await sms.verify(smsPhone(phoneNumber), pageName, oneTimePassword, request.ip);
        if ("retryAfterSeconds" in result) {
          reply.header("retry-after", String(result.retryAfterSeconds));
          throw tooManyRequests(result.retryAfterSeconds, "Too many code checks");
        }
        return result;
      },
    );
  };
}
