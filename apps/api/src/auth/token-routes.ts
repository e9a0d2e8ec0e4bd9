/**
 * POST /authorizationserver/oauth/token, as SAP Commerce's authorization server (RFC 6749):
 * form-encoded, client credentials in the body or HTTP Basic, errors as `{ error, error_description }`.
 * Grants: client_credentials (anonymous shoppers and device-token calls), password (customers; also the
 * one-time-code login with username = tokenId and password = the e-mailed code) and refresh_token (rotating).
 * POST /authorizationserver/oauth/revoke revokes an access or refresh token (RFC 7009).
 */
import formbody from "@fastify/formbody";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OAuthError as OAuthErrorBody, TokenResponse } from "@dukkan/occ";
import type { AccountService, SignInResult } from "../account/account-service.js";
import type { TokenService } from "./token-service.js";

export const TOKEN_PATH = "/authorizationserver/oauth/token";
export const REVOKE_PATH = "/authorizationserver/oauth/revoke";

class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error:
      | "invalid_request"
      | "invalid_client"
      | "invalid_grant"
      | "unsupported_grant_type"
      | "invalid_scope"
      | "temporarily_unavailable"
      | "server_error",
    readonly description: string,
  ) {
    super(description);
  }
}

const param = z.string().max(512).optional();
const TokenRequest = z.object({
  grant_type: param.describe("client_credentials, password or refresh_token"),
  client_id: param,
  client_secret: param,
  scope: param.describe("Space-separated scopes; defaults to every scope of the client"),
  username: param.describe("password grant: the e-mail (compared lower-cased), or the tokenId of a one-time code"),
  password: param.describe("password grant: the password, or the e-mailed one-time code"),
  refresh_token: param.describe("refresh_token grant: the refresh token (single use; a new one is returned)"),
});
const RevokeRequest = z.object({
  token: param.describe("The access or refresh token to revoke"),
  token_type_hint: param,
  client_id: param,
  client_secret: param,
});

/** One-time-code token ids are random base64url strings; an e-mail address always holds '@'. */
const isLoginCodeTokenId = (username: string) => !username.includes("@");

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

/** The authenticated client of a token or revoke request, from the body or HTTP Basic. */
function authenticatedClient(
  tokens: TokenService,
  request: FastifyRequest,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
) {
  const basic = basicCredentials(request);
  if (basic && (body.client_id !== undefined || body.client_secret !== undefined)) {
    throw new OAuthError(
      400,
      "invalid_request",
      "Send client credentials either in the body or in HTTP Basic, not both",
    );
  }
  const clientId = basic?.clientId ?? body.client_id;
  const clientSecret = basic?.clientSecret ?? body.client_secret;
  if (!clientId) throw new OAuthError(400, "invalid_request", "Missing client_id");
  if (clientSecret === undefined) throw new OAuthError(400, "invalid_request", "Missing client_secret");
  const client = tokens.authenticateClient(clientId, clientSecret);
  if (!client) throw new OAuthError(401, "invalid_client", "Bad client credentials");
  return client;
}

/** The signed-in uid, or the OAuth error Spring Security answers for each failure. */
function signedInUid(result: SignInResult, reply: FastifyReply): string {
  switch (result.outcome) {
    case "ok":
      return result.uid;
    case "disabled":
      throw new OAuthError(400, "invalid_grant", "User is disabled");
    case "rate_limited":
      reply.header("retry-after", String(result.retryAfterSeconds));
      throw new OAuthError(
        429,
        "temporarily_unavailable",
        `Too many sign-in attempts; try again in ${result.retryAfterSeconds} seconds`,
      );
    default:
      throw new OAuthError(400, "invalid_grant", "Bad credentials");
  }
}

export function tokenRoutes(tokens: TokenService, accounts: AccountService): FastifyPluginAsyncZod {
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
            "Form-encoded OAuth2 token request: grant_type=client_credentials, password (username, password; a one-time code signs in with username=tokenId, password=code) or refresh_token (rotating; a reused one fails with invalid_grant and ends the session). Client credentials go in the body (client_id, client_secret) or in HTTP Basic. Sign-in attempts are rate limited per account and per IP (429).",
          consumes: ["application/x-www-form-urlencoded"],
          body: TokenRequest,
          response: { 200: TokenResponse, 400: OAuthErrorBody, 401: OAuthErrorBody, 429: OAuthErrorBody },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!body.grant_type) {
          basicCredentials(request);
          throw new OAuthError(400, "invalid_request", "Missing grant type");
        }
        const client = authenticatedClient(tokens, request, body);
        if (!["client_credentials", "password", "refresh_token"].includes(body.grant_type)) {
          throw new OAuthError(
            400,
            "unsupported_grant_type",
            `Unsupported grant type: ${body.grant_type.slice(0, 50)}`,
          );
        }
        const noStore = () => reply.header("cache-control", "no-store").header("pragma", "no-cache");

        if (body.grant_type === "refresh_token") {
          if (!body.refresh_token) throw new OAuthError(400, "invalid_request", "Missing refresh_token");
          const refreshed = await tokens.refresh(client, body.refresh_token);
          if (!refreshed) throw new OAuthError(400, "invalid_grant", "Invalid refresh token");
          return noStore().send(refreshed);
        }

        const allowed = client.scope.split(" ");
        const requested = body.scope?.split(" ").filter(Boolean) ?? [];
        const unknownScope = requested.find((scope) => !allowed.includes(scope));
        if (unknownScope) throw new OAuthError(400, "invalid_scope", `Invalid scope: ${unknownScope.slice(0, 50)}`);
        const scope = requested.length > 0 ? requested.join(" ") : client.scope;

        if (body.grant_type === "password") {
          if (!body.username) throw new OAuthError(400, "invalid_request", "Missing username");
          if (body.password === undefined) throw new OAuthError(400, "invalid_request", "Missing password");
          const result = isLoginCodeTokenId(body.username)
            ? await accounts.exchangeLoginCode(body.username, body.password.trim(), request.ip)
            : await accounts.signIn(body.username, body.password, request.ip);
          return noStore().send(await tokens.issueForUser(client, scope, signedInUid(result, reply)));
        }
        return noStore().send(await tokens.issue(client, scope));
      },
    );

    app.post(
      REVOKE_PATH,
      {
        schema: {
          tags: ["OAuth2"],
          summary: "Revoke a token (sign out)",
          description:
            "Form-encoded RFC 7009 revocation: an access token stops working; a refresh token ends its session (its access tokens too). Always 200 for an authenticated client.",
          consumes: ["application/x-www-form-urlencoded"],
          body: RevokeRequest,
          response: { 200: z.undefined().describe("No content"), 400: OAuthErrorBody, 401: OAuthErrorBody },
        },
      },
      async (request, reply) => {
        const client = authenticatedClient(tokens, request, request.body);
        if (!request.body.token) throw new OAuthError(400, "invalid_request", "Missing token");
        await tokens.revoke(client, request.body.token);
        return reply.header("cache-control", "no-store").status(200).send();
      },
    );
  };
}
