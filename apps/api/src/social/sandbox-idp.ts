/**
 * The local OIDC test provider (a real OpenID Connect server, `oidc-provider`), mounted on the API outside
 * production under /dev/oidc/<provider> — one issuer per enabled social provider — so the whole social
 * sign-in runs on a dev machine and in the browser tests: the storefront's authorization-code + PKCE flow,
 * the provider's login page (any e-mail, any password), signed ID tokens and their JWKS.
 *
 * Never registered when NODE_ENV=production (see app.ts and docs/decisions on social sign-in).
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Configuration } from "oidc-provider";
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_PATH,
  type SocialConfig,
  type SocialProviderId,
} from "./social-config.js";

/** The storefront's callback path for a provider, in every language (see storefront app/social). */
const callbackPaths = (provider: SocialProviderId) =>
  ["en", "ar"].map((lang) => `/${lang}/login/${provider}/auth/redirection`);

/** Claims for a login typed at the sandbox's page: an e-mail address, or a name that gets a test address. */
function sandboxClaims(login: string) {
  const text = login.trim().toLowerCase();
  const email = text.includes("@") ? text : `${text.replace(/[^a-z0-9._-]+/g, ".")}@example.test`;
  const parts = email
    .split("@")[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1));
  const [givenName = "Shopper", ...family] = parts;
  const familyName = family.join(" ");
  return {
    email,
    email_verified: true,
    given_name: givenName,
    family_name: familyName,
    name: [givenName, familyName].filter(Boolean).join(" "),
  };
}

async function createProvider(
  issuer: string,
  provider: SocialProviderId,
  storefrontUrl: string,
  signingKey: Record<string, unknown>,
): Promise<Provider> {
  const configuration: Configuration = {
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_secret: SANDBOX_CLIENT_SECRET,
        redirect_uris: callbackPaths(provider).map((path) => `${storefrontUrl}${path}`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    // Like Google's, the ID token carries the profile and e-mail claims the scopes asked for.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // A first-party sandbox: no consent screen, the grant is the scopes asked for.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    // The dev login page names the account by what was typed there (the sandbox's `sub`).
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...sandboxClaims(id) }) }),
    ttl: {
      Session: 60 * 60,
      Interaction: 10 * 60,
      Grant: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      AccessToken: 10 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = `<!doctype html><title>Sandbox sign-in error</title><h1>Sandbox sign-in error</h1><pre>${String(
        out.error_description ?? out.error,
      ).replace(/[<&>]/g, "")}</pre>`;
    },
  };
  const oidc = new Provider(issuer, configuration);
  // The storefront may sit behind the API host name; the issuer is fixed, so no proxy headers are needed.
  oidc.proxy = false;
  // Accept the storefront's callback on any loopback port (dev servers move ports) as well as STOREFRONT_URL.
  const allowed = oidc.Client.prototype.redirectUriAllowed;
  oidc.Client.prototype.redirectUriAllowed = function redirectUriAllowed(
    this: InstanceType<typeof oidc.Client>,
    value: string,
  ) {
    if (allowed.call(this, value)) return true;
    try {
      const url = new URL(value);
      return (
        url.protocol === "http:" &&
        ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) &&
        callbackPaths(provider).includes(url.pathname) &&
        url.search === ""
      );
    } catch {
      return false;
    }
  };
  return oidc;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** One issuer per provider configured to trust this sandbox (a real issuer stays real), all sharing one key. */
async function createHandlers(social: SocialConfig, storefrontUrl: string): Promise<Map<string, NodeHandler>> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString("hex"),
    alg: "RS256",
    use: "sig",
  };
  const handlers = new Map<string, NodeHandler>();
  for (const provider of social.providers) {
    const issuer = `${social.sandbox.publicUrl}${SANDBOX_PATH}/${provider.id}`;
    if (provider.issuer !== issuer) continue;
    const oidc = await createProvider(issuer, provider.id, storefrontUrl, signingKey);
    handlers.set(provider.id, oidc.callback());
  }
  return handlers;
}

/**
 * Mounts the sandbox issuers under /dev/oidc/<provider>. They are created on first use, so an API that
 * nobody signs in through (most test apps) pays nothing for key generation.
 */
export function registerSandboxIdp(app: FastifyInstance, social: SocialConfig, storefrontUrl: string): void {
  const sandboxed = social.providers.filter(
    (provider) => provider.issuer === `${social.sandbox.publicUrl}${SANDBOX_PATH}/${provider.id}`,
  );
  if (sandboxed.length === 0) return;
  let handlers: Promise<Map<string, NodeHandler>> | undefined;

  const mount = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { provider } = request.params as { provider: string };
    handlers ??= createHandlers(social, storefrontUrl);
    const handler = (await handlers).get(provider);
    if (!handler) return reply.callNotFound();
    const prefix = `${SANDBOX_PATH}/${provider}`;
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    // oidc-provider works out its mount path from originalUrl minus url, as under Express' app.use.
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(prefix.length) || "/";
    reply.hijack();
    handler(raw, reply.raw);
  };
  // Handled in onRequest, before Fastify reads the body: oidc-provider parses its own form posts.
  for (const url of [`${SANDBOX_PATH}/:provider`, `${SANDBOX_PATH}/:provider/*`]) {
    app.route({
      method: ["GET", "POST"],
      url,
      schema: { hide: true },
      onRequest: mount,
      handler: async () => undefined,
    });
  }
}
