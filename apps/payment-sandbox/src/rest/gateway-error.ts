/**
 * Errors in the gateway's own shape ({result:"ERROR", error:{cause, explanation, field?, validationType?}}), so
 * the API's adapter handles the sandbox exactly as it handles the real gateway.
 */
import type { FastifyReply } from "fastify";

export type ErrorCause = "INVALID_REQUEST" | "REQUEST_REJECTED" | "SERVER_BUSY" | "SERVER_FAILED";

export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly gatewayCause: ErrorCause,
    readonly explanation: string,
    readonly field?: string,
    readonly validationType?: "INVALID" | "MISSING" | "UNSUPPORTED",
  ) {
    super(explanation);
    this.name = "GatewayError";
  }

  body() {
    return {
      result: "ERROR",
      error: {
        cause: this.gatewayCause,
        explanation: this.explanation,
        ...(this.field ? { field: this.field } : {}),
        ...(this.validationType ? { validationType: this.validationType } : {}),
      },
    };
  }
}

export const invalidRequest = (explanation: string, field?: string, validationType?: "INVALID" | "MISSING") =>
  new GatewayError(400, "INVALID_REQUEST", explanation, field, validationType ?? (field ? "INVALID" : undefined));

export const notFound = (explanation: string, field: string) =>
  new GatewayError(404, "INVALID_REQUEST", explanation, field, "INVALID");

export function sendGatewayError(reply: FastifyReply, error: GatewayError) {
  return reply.code(error.statusCode).send(error.body());
}
