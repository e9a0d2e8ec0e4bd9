/**
 * POST /authorizationserver/oauth/token, as SAP Commerce's authorization server (RFC 6749):
 * form-encoded, client credentials in the body or HTTP Basic, errors as `{ error, error_description }`.
 * Grants: client_credentials (anonymous shoppers and device-token calls).
 */
import formbody from "@fastify/formbody";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OAuthError as OAuthErrorBody, TokenResponse } from "@dukkan/occ";
import type { TokenService } from "./token-service.js";

export const TOKEN_PATH = "/authorizationserver/oauth/token";

class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope" | "server_error",
    readonly description: string,
  ) {
    super(description);
  }
}

const param = z.string().max(512).optional();
const TokenRequest = z.object({
  grant_type: param.describe("client_credentials"),
  client_id: param,
  client_secret: param,
  scope: param.describe("Space-separated scopes; defaults to every scope of the client"),
});

function sendOAuthError(reply: FastifyReply, error: OAuthError): FastifyReply {
  if (error.error === "invalid_client") reply.header("www-authenticate", 'Basic realm="dukkan"');
  return reply
    .status(error.statusCode)
    .header("cache-control", "no-store")
    .send({ error: error.error, error_description: error.description });
}

/** Client id and secret from HTTP Basic (RFC 6749 §2.3.1: each part form-url-encoded), if sent. */
function basicCredentials(request: FastifyRequest): { clientId: string; clientSecret: string } | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) throw new OAuthError(400, "invalid_request", "The Authorization header is not HTTP Basic credentials");
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw new OAuthError(400, "invalid_request", "The Authorization header is malformed");
  try {
    const decode = (part: string) => decodeURIComponent(part.replaceAll("+", " "));
    return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
  } catch {
    throw new OAuthError(400, "invalid_request", "The Authorization header is malformed");
  }
}

export function tokenRoutes(tokens: TokenService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(formbody, { bodyLimit: 4096 });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0]!;
        const name = issue.instancePath.replace(/^\//, "") || "request body";
        return sendOAuthError(reply, new OAuthError(400, "invalid_request", `Invalid ${name}: ${issue.message}`));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendOAuthError(reply, new OAuthError(400, "invalid_request", error.message));
      }
      request.log.error({ err: error }, "token endpoint failed");
      return sendOAuthError(
        reply,
        new OAuthError(500, "server_error", "The token could not be issued; the error has been logged"),
      );
    });

    app.post(
      TOKEN_PATH,
      {
        schema: {
          tags: ["OAuth2"],
          summary: "Get an access token",
          description:
            "Form-encoded OAuth2 token request (grant_type=client_credentials). Client credentials go in the body (client_id, client_secret) or in HTTP Basic.",
          consumes: ["application/x-www-form-urlencoded"],
          body: TokenRequest,
          response: { 200: TokenResponse, 400: OAuthErrorBody, 401: OAuthErrorBody },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const basic = basicCredentials(request);
        if (basic && (body.client_id !== undefined || body.client_secret !== undefined)) {
          throw new OAuthError(
            400,
            "invalid_request",
            "Send client credentials either in the body or in HTTP Basic, not both",
          );
        }
        if (!body.grant_type) throw new OAuthError(400, "invalid_request", "Missing grant type");
        const clientId = basic?.clientId ?? body.client_id;
        const clientSecret = basic?.clientSecret ?? body.client_secret;
        if (!clientId) throw new OAuthError(400, "invalid_request", "Missing client_id");
        if (clientSecret === undefined) throw new OAuthError(400, "invalid_request", "Missing client_secret");

        const client = tokens.authenticateClient(clientId, clientSecret);
        if (!client) throw new OAuthError(401, "invalid_client", "Bad client credentials");
        if (body.grant_type !== "client_credentials") {
          throw new OAuthError(
            400,
            "unsupported_grant_type",
            `Unsupported grant type: ${body.grant_type.slice(0, 50)}`,
          );
        }

        const allowed = client.scope.split(" ");
        const requested = body.scope?.split(" ").filter(Boolean) ?? [];
        const unknownScope = requested.find((scope) => !allowed.includes(scope));
        if (unknownScope) throw new OAuthError(400, "invalid_scope", `Invalid scope: ${unknownScope.slice(0, 50)}`);
        const scope = requested.length > 0 ? requested.join(" ") : client.scope;

        const token = await tokens.issue(client, scope);
        return reply.header("cache-control", "no-store").header("pragma", "no-cache").send(token);
      },
    );
  };
}
