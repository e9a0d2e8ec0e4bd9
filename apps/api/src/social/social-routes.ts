/**
 * `POST /occ/v2/dukkan/login/{provider}/auth/redirection` (the spec's social sign-on call): the storefront,
 * having completed the provider's authorization-code + PKCE flow, hands over the ID token and the nonce it
 * generated; we verify the token ourselves and answer with our own access and refresh tokens, as the
 * password grant does. The storefront authenticates as our OAuth client (HTTP Basic).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList, TokenResponse } from "@dukkan/occ";
import type { TokenService } from "../auth/token-service.js";
import type { OAuthClient } from "../config.js";
import { OccHttpError } from "../occ/errors.js";
import { OccQuery } from "../occ/params.js";
import { SOCIAL_PROVIDER_IDS } from "./social-config.js";
import type { SocialSignIn } from "./social-sign-in.js";

const SocialSignInRequest = z.object({
  idToken: z.string().min(1).max(16_384).describe("The provider's ID token (a signed JWT)"),
  nonce: z.string().min(16).max(200).describe("The nonce the storefront sent in the authorization request"),
});

const badClient = () =>
  new OccHttpError(401, [{ type: "UnauthorizedError", reason: "invalidClient", message: "Bad client credentials" }]);

/** The OAuth client from HTTP Basic credentials (RFC 6749 §2.3.1: both parts form-urlencoded). */
function basicClient(tokens: TokenService, request: FastifyRequest): OAuthClient {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!match) throw badClient();
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw badClient();
  try {
    const client = tokens.authenticateClient(
      decodeURIComponent(decoded.slice(0, colon)),
      decodeURIComponent(decoded.slice(colon + 1)),
    );
    if (!client) throw badClient();
    return client;
  } catch {
    throw badClient();
  }
}

export function socialRoutes(tokens: TokenService, socialSignIn: SocialSignIn): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/login/:provider/auth/redirection",
      {
        schema: {
          tags: ["OAuth2"],
          summary: "Sign in with a social provider's ID token",
          description:
            "JSON {idToken, nonce}; client credentials in HTTP Basic. The ID token's signature (provider JWKS), issuer, audience, expiry and nonce are verified; the (provider, subject) link names the customer, created on first sign-in with uid `provider;id;email` and no password. Answers the token endpoint's JSON. A provider e-mail that already belongs to a password account answers 400 with message error_email_has_been_registered.",
          params: z.object({ provider: z.enum(SOCIAL_PROVIDER_IDS) }),
          querystring: OccQuery.pick({ lang: true }),
          body: SocialSignInRequest,
          response: { 200: TokenResponse, 400: OccErrorList, 401: OccErrorList, 404: OccErrorList, 429: OccErrorList },
        },
      },
      async (request, reply) => {
        const client = basicClient(tokens, request);
        const uid = await socialSignIn.signIn({
          provider: request.params.provider,
          idToken: request.body.idToken,
          nonce: request.body.nonce,
          ip: request.ip,
          language: request.query.lang,
        });
        const issued = await tokens.issueForUser(client, client.scope, uid);
        return reply.header("cache-control", "no-store").header("pragma", "no-cache").send(issued);
      },
    );
  };
}
