/**
 * One hosted-form update of a session (what `PaymentSession.updateSessionFromForm` ends in): the posted field
 * values are checked, stored in the session when all are valid, and answered in the formSessionUpdate shape —
 * masked card, "xxx" for a given security code, or the fields in error.
 */
import { checkFields, maskedCard, type FieldProblem, type FieldRole, type FieldValues } from "../cards.js";
import type { SandboxStore, SandboxSession } from "../store.js";

/** formSessionUpdate's names for the fields in error. */
const ERROR_KEYS: Record<FieldRole, string> = {
  number: "cardNumber",
  expiryMonth: "expiryMonth",
  expiryYear: "expiryYear",
  securityCode: "securityCode",
  nameOnCard: "nameOnCard",
};

export type FormSessionUpdate =
  | {
      status: "ok";
      merchant: string;
      version: string;
      session: { id: string; updateStatus: "SUCCESS"; version: string };
      sourceOfFunds: { type: "CARD"; provided: { card: Record<string, unknown> } };
    }
  | {
      status: "fields_in_error";
      merchant: string;
      version: string;
      session: { id: string; updateStatus: "FAILURE"; version: string };
      errors: Record<string, FieldProblem>;
    }
  | { status: "system_error"; session: { id: string }; errors: { message: string } };

export function sessionExpired(sessionId: string): FormSessionUpdate {
  return { status: "system_error", session: { id: sessionId }, errors: { message: "SESSION_EXPIRED" } };
}

export function applyFormUpdate(
  store: SandboxStore,
  session: SandboxSession,
  values: FieldValues,
  meta: { merchant: string; version: string },
): FormSessionUpdate {
  const { problems, parsed } = checkFields(values, session.card?.scheme);
  // A new card number needs its expiry with it.
  if (values.number !== undefined) {
    if (values.expiryMonth === undefined) problems.expiryMonth = "missing";
    if (values.expiryYear === undefined) problems.expiryYear = "missing";
  }
  if (Object.keys(problems).length > 0) {
    session.updateStatus = "FAILURE";
    store.touchSession(session);
    return {
      status: "fields_in_error",
      ...meta,
      session: { id: session.id, updateStatus: "FAILURE", version: session.version },
      errors: Object.fromEntries(
        Object.entries(problems).map(([role, problem]) => [ERROR_KEYS[role as FieldRole], problem]),
      ),
    };
  }
  if (parsed.number && parsed.expiryMonth !== undefined && parsed.expiryYear !== undefined) {
    session.card = {
      number: parsed.number.digits,
      scheme: parsed.number.scheme,
      expiryMonth: parsed.expiryMonth,
      expiryYear: parsed.expiryYear,
      ...(parsed.nameOnCard ? { nameOnCard: parsed.nameOnCard } : {}),
    };
    session.token = undefined;
  } else if (session.card) {
    // Fields of a card already in the session (a saved card's session): only what was sent changes.
    if (parsed.expiryMonth !== undefined) session.card.expiryMonth = parsed.expiryMonth;
    if (parsed.expiryYear !== undefined) session.card.expiryYear = parsed.expiryYear;
    if (parsed.nameOnCard !== undefined) session.card.nameOnCard = parsed.nameOnCard;
  }
  if (values.securityCode !== undefined) session.securityCode = parsed.securityCode;
  session.updateStatus = "SUCCESS";
  store.touchSession(session);
  return {
    status: "ok",
    ...meta,
    session: { id: session.id, updateStatus: "SUCCESS", version: session.version },
    sourceOfFunds: {
      type: "CARD",
      provided: {
        card: {
          ...(session.card ? maskedCard(session.card) : {}),
          ...(session.securityCode ? { securityCode: "xxx" } : {}),
        },
      },
    },
  };
}
