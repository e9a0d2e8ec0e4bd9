/**
 * OCC error envelope: every failed call answers `{ errors: [{ type, reason, subject, subjectType, message }] }`
 * with a 4xx status. A 5xx is a bug; the error handler logs it and answers with the same envelope.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { OccError } from "@dukkan/occ";

/** A failure the caller caused, answered with the OCC envelope and the given status. */
export class OccHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: OccError[],
  ) {
    super(errors[0]?.message ?? "Request failed");
    this.name = "OccHttpError";
  }
}

/** 400 ValidationError for one request parameter. */
export function invalidParameter(subject: string, message: string): OccHttpError {
  return new OccHttpError(400, [
    { type: "ValidationError", reason: "invalid", subject, subjectType: "parameter", message },
  ]);
}

/**
 * An unknown code. OCC answers 400 for catalogue identifiers (products); CMS pages and components answer 404
 * so the storefront can render its not-found page with the right status.
 */
export function unknownIdentifier(
  subjectType: string,
  subject: string,
  message: string,
  statusCode = 400,
): OccHttpError {
  return new OccHttpError(statusCode, [
    { type: "UnknownIdentifierError", reason: "notFound", subject, subjectType, message },
  ]);
}

/** Error types for Fastify's own 4xx failures (bad JSON, wrong content type, body too large …). */
const FRAMEWORK_ERROR_TYPES: Record<number, string> = {
  400: "HttpMessageNotReadableError",
  404: "UnknownResourceError",
  405: "HttpRequestMethodNotSupportedError",
  406: "HttpMediaTypeNotAcceptableError",
  413: "PayloadTooLargeError",
  415: "HttpMediaTypeNotSupportedError",
};

/** Converts a zod validation failure to one ValidationError per issue, naming the parameter. */
function validationErrors(error: FastifyError): OccError[] {
  const issues = error.validation ?? [];
  const context = error.validationContext;
  const subjectType = context === "body" ? "field" : context === "headers" ? "header" : "parameter";
  return issues.map((issue) => {
    const subject = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(context ?? "request");
    return {
      type: "ValidationError",
      reason: "invalid",
      subject,
      subjectType,
      message: `${subject}: ${issue.message}`,
    };
  });
}

export function sendOccError(reply: FastifyReply, error: OccHttpError): FastifyReply {
  return reply.status(error.statusCode).send({ errors: error.errors });
}

export function occErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof OccHttpError) return sendOccError(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send({ errors: validationErrors(error) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const type = FRAMEWORK_ERROR_TYPES[status] ?? "BadRequestError";
    return reply.status(status).send({ errors: [{ type, message: error.message }] });
  }
  request.log.error({ err: error }, "unexpected error");
  return reply
    .status(500)
    .send({ errors: [{ type: "InternalServerError", message: "An unexpected error occurred; it has been logged." }] });
}

export function occNotFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split("?")[0]!.slice(0, 200);
  return reply
    .status(404)
    .send({ errors: [{ type: "UnknownResourceError", message: `There is no resource for path ${path}` }] });
}

/** Requests Fastify rejects before routing (a malformed URL encoding): answered with the envelope too. */
export function occFrameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({
    errors: [
      { type: "ValidationError", reason: "invalid", subject: "url", subjectType: "path", message: error.message },
    ],
  });
}

export function registerOccErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(occErrorHandler);
  app.setNotFoundHandler(occNotFoundHandler);
}
