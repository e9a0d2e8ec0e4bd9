/**
 * For the social sign-in tests: a real, locally served OpenID provider key set (discovery document and JWKS
 * over HTTP on a free loopback port) and ID tokens signed with its key, or deliberately with the wrong one.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import type { TestApp } from "../../test/app.js";

export const TEST_CLIENT_ID = "dukkan-web.apps.example";
const OCC = "/occ/v2/dukkan";

export interface TestIdentityProvider {
  issuer: string;
  /** A signed ID token for our client; `claims` override or (as undefined) remove the defaults. */
  idToken(
    claims?: Partial<Record<string, unknown>>,
    options?: { key?: "own" | "foreign"; kid?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIdentityProvider(): Promise<TestIdentityProvider> {
  const own = await generateKeyPair("RS256", { extractable: true });
  const foreign = await generateKeyPair("RS256");
  const kid = randomBytes(6).toString("hex");
  const jwk = { ...(await exportJWK(own.publicKey)), kid, alg: "RS256", use: "sig" };
  let issuer = "";
  const server: Server = createServer((request, response) => {
    const body =
      request.url === "/.well-known/openid-configuration"
        ? { issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ["RS256"] }
        : request.url === "/jwks"
          ? { keys: [jwk] }
          : undefined;
    response.writeHead(body ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    async idToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        iss: issuer,
        aud: TEST_CLIENT_ID,
        sub: "110248495921238986420",
        iat: now,
        exp: now + 600,
        nonce: "nonce-0123456789abcdef",
        email: "Layla.Haddad@Example.com",
        email_verified: true,
        given_name: "Layla",
        family_name: "Haddad",
        name: "Layla Haddad",
        ...claims,
      };
      for (const [name, value] of Object.entries(claims)) if (value === undefined) delete payload[name];
      const key: CryptoKey = options.key === "foreign" ? foreign.privateKey : own.privateKey;
      return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: options.kid ?? kid }).sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The API settings that make `google` trust the test provider. */
export const googleFrom = (idp: TestIdentityProvider) => ({
  SOCIAL_GOOGLE_ISSUER: idp.issuer,
  SOCIAL_GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
});

/** The storefront's call: exchange an ID token for our tokens, as the OAuth client mobile_android. */
export function socialSignIn(
  t: TestApp,
  idToken: string,
  options: { provider?: string; nonce?: string; ip?: string; headers?: Record<string, string>; basic?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: `${OCC}/login/${options.provider ?? "google"}/auth/redirection?lang=en`,
    remoteAddress: options.ip ?? "10.77.0.1",
    headers: {
      authorization: `Basic ${Buffer.from(options.basic ?? "mobile_android:secret").toString("base64")}`,
      ...options.headers,
    },
    payload: { idToken, nonce: options.nonce ?? "nonce-0123456789abcdef" },
  });
}
