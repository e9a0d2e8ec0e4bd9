/**
 * Staff customer routes under /admin/v1 (issue 19, screen 5; roles owner and support): search customers, read one,
 * disable or enable the account, send a password-reset e-mail. Every write records its audit row.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { StaffCustomer, StaffCustomerFilter, StaffCustomerList, StaffCustomerParams } from "@dukkan/staff-api";
import type { AccountService } from "../account/account-service.js";
import type { TokenService } from "../auth/token-service.js";
import type { Database } from "../db/client.js";
import type { LoyaltyRules } from "../loyalty/loyalty-rules.js";
import { customers } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffActor } from "../staff/staff-context.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { customerById, staffCustomer, staffCustomerList } from "./staff-customer-query.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 404: OccErrorList };
const TAGS = ["Staff customers"];

const customerNotFound = (customerId: string) =>
  new OccHttpError(404, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: customerId,
      subjectType: "customer",
      message: "Customer not found",
    },
  ]);

export function staffCustomerRoutes(deps: {
  db: Database;
  accounts: AccountService;
  tokens: TokenService;
  guards: StaffGuards;
  loyaltyRules: LoyaltyRules;
}): FastifyPluginAsyncZod {
  const { db, guards } = deps;
  const allowed = guards.require("support");

  /** Disables or enables the account and audits it, only when that changes something (a repeat records nothing). */
  const setDisabled = async (
    context: StaffActor,
    customer: { uid: string; customerId: string },
    disabled: boolean,
  ): Promise<void> => {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(customers)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(
          and(
            eq(customers.uid, customer.uid),
            disabled ? isNull(customers.disabledAt) : isNotNull(customers.disabledAt),
          ),
        )
        .returning({ uid: customers.uid });
      if (changed.length === 0) return;
      await recordAudit(tx, context, {
        action: disabled ? "customer.disable" : "customer.enable",
        targetType: "customer",
        targetId: customer.customerId,
      });
    });
  };
  const existing = async (customerId: string) => {
    const customer = await customerById(db, customerId);
    if (!customer) throw customerNotFound(customerId);
    return customer;
  };

  return async (app) => {
    app.get(
      "/customers",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Search the shop's customers",
          description:
            "`q` matches the start of the e-mail, the full name, the last name or the phone number; `state` active or disabled; newest registrations first unless `sort` says otherwise.",
          querystring: StaffCustomerFilter,
          response: { 200: StaffCustomerList, ...errors },
        },
      },
      async (request) => staffCustomerList(db, request.query),
    );

    app.get(
      "/customers/:customerId",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary:
            "One customer: profile, addresses, orders, consents, notification choices, last sign-in, loyalty points",
          params: StaffCustomerParams,
          response: { 200: StaffCustomer, ...errors },
        },
      },
      async (request) => staffCustomer(db, await existing(request.params.customerId), deps.loyaltyRules),
    );

    app.post(
      "/customers/:customerId/disable",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Disable a customer's account: it cannot sign in, and every session it has ends",
          description: "Disabling a disabled account changes nothing (and records nothing).",
          params: StaffCustomerParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const customer = await existing(request.params.customerId);
        await setDisabled(request.staffContext, customer, true);
        // Also when it was already disabled: a session issued in between must not survive.
        await deps.tokens.revokeAllForUser(customer.uid);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/customers/:customerId/enable",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Enable a disabled customer's account again (the customer signs in anew)",
          params: StaffCustomerParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const customer = await existing(request.params.customerId);
        await setDisabled(request.staffContext, customer, false);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/customers/:customerId/password-reset",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "E-mail the customer a password-reset link (to their own address; staff never see it)",
          description: "409 NoPasswordError for an account that signs in only with a social provider.",
          params: StaffCustomerParams,
          response: { 204: z.null(), 409: OccErrorList, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await existing(request.params.customerId);
        if (!customer.passwordHash) {
          throw new OccHttpError(409, [
            {
              type: "NoPasswordError",
              reason: "noPassword",
              message: "This customer signs in with a social provider and has no password to reset",
            },
          ]);
        }
        await deps.accounts.sendPasswordResetLink(customer);
        await recordAudit(db, request.staffContext, {
          action: "customer.password-reset",
          targetType: "customer",
          targetId: customer.customerId,
        });
        return reply.status(204).send(null);
      },
    );
  };
}
