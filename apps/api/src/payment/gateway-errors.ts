/**
 * Gateway failures of the calls before payment (sessions, 3-D Secure, tokens) as OCC errors: nothing was
 * charged, so the shopper can simply try again. A session the gateway does not know (expired, or never ours)
 * answers SESSION_EXPIRED (spec §4.5: the storefront recreates the session); an unreachable gateway answers
 * ACQUIRER_SYSTEM_ERROR. PAY has its own handling (payment-service.ts): its outcome may be unknown.
 */
import { GatewayRejectedError, GatewayUnavailableError } from "./payment-gateway.js";
import { paymentError, SESSION_EXPIRED } from "./payment-errors.js";

export async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asOccError(error);
  }
}

export function asOccError(error: unknown): unknown {
  if (error instanceof GatewayRejectedError) {
    const aboutSession = error.status === 404 || /session/i.test(`${error.errorCause} ${error.explanation}`);
    return paymentError(aboutSession ? SESSION_EXPIRED : "UNSPECIFIED_FAILURE");
  }
  if (error instanceof GatewayUnavailableError) return paymentError("ACQUIRER_SYSTEM_ERROR");
  return error;
}
