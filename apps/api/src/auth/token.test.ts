import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenResponse } from "@dukkan/occ";
import { oauthTokens } from "../db/tables.js";
import { createTestApp, testConfig, type TestApp } from "../../test/app.js";
import { TokenService } from "./token-service.js";

const TOKEN_URL = "/authorizationserver/oauth/token";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postForm(form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: TOKEN_URL,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

describe("POST /authorizationserver/oauth/token", () => {
  it("issues a client_credentials token to the default client (mobile_android / secret)", async () => {
    const response = await postForm({
      grant_type: "client_credentials",
      client_id: "mobile_android",
      client_secret: "secret",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = TokenResponse.parse(response.json());
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: "bearer",
      expires_in: 43200,
      scope: "basic openid",
    });
  });

  it("stores only a hash of the token, which verifies until it expires", async () => {
    const { access_token } = (
      await postForm({ grant_type: "client_credentials", client_id: "mobile_android", client_secret: "secret" })
    ).json();
    const rows = await t.db.select().from(oauthTokens);
    expect(rows.some((row) => row.tokenHash === access_token)).toBe(false);
    const tokens = new TokenService(t.db, testConfig().oauth);
    expect(await tokens.verify(access_token)).toMatchObject({
      clientId: "mobile_android",
      userId: null,
      scope: "basic openid",
    });
    expect(await tokens.verify(`${access_token}x`)).toBeUndefined();
    const otherKey = new TokenService(t.db, testConfig({ TOKEN_SECRET: "another-secret-another-secret-0123" }).oauth);
    expect(await otherKey.verify(access_token)).toBeUndefined();
  });

  it("accepts HTTP Basic client credentials and a narrower scope", async () => {
    const basic = Buffer.from("mobile_android:secret").toString("base64");
    const response = await postForm(
      { grant_type: "client_credentials", scope: "basic" },
      { authorization: `Basic ${basic}` },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().scope).toBe("basic");
  });

  it("uses the client configured in the environment", async () => {
    const custom = await createTestApp({ env: { OAUTH_CLIENT_ID: "dukkan_web", OAUTH_CLIENT_SECRET: "s3cret!" } });
    try {
      const inject = (id: string, secret: string) =>
        custom.app.inject({
          method: "POST",
          url: TOKEN_URL,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams({
            grant_type: "client_credentials",
            client_id: id,
            client_secret: secret,
          }).toString(),
        });
      expect((await inject("dukkan_web", "s3cret!")).statusCode).toBe(200);
      expect((await inject("mobile_android", "secret")).statusCode).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it("answers a wrong secret or unknown client with 401 invalid_client", async () => {
    for (const form of [
      { grant_type: "client_credentials", client_id: "mobile_android", client_secret: "wrong" },
      { grant_type: "client_credentials", client_id: "nobody", client_secret: "secret" },
    ]) {
      const response = await postForm(form);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "invalid_client", error_description: "Bad client credentials" });
    }
  });

  it("answers another grant type with 400 unsupported_grant_type", async () => {
    const response = await postForm({
      grant_type: "authorization_code",
      client_id: "mobile_android",
      client_secret: "secret",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "unsupported_grant_type",
      error_description: "Unsupported grant type: authorization_code",
    });
  });

  it("answers a scope the client does not have with 400 invalid_scope", async () => {
    const response = await postForm({
      grant_type: "client_credentials",
      client_id: "mobile_android",
      client_secret: "secret",
      scope: "admin",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_scope");
  });

  it.each([
    [{ client_id: "mobile_android", client_secret: "secret" }, "Missing grant type"],
    [{ grant_type: "client_credentials", client_secret: "secret" }, "Missing client_id"],
    [{ grant_type: "client_credentials", client_id: "mobile_android" }, "Missing client_secret"],
  ])("answers missing parameters with 400 invalid_request (%j)", async (form, description) => {
    const response = await postForm(form as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "invalid_request", error_description: description });
  });

  it("answers malformed requests with 400 invalid_request in the OAuth shape", async () => {
    const noBody = await t.app.inject({ method: "POST", url: TOKEN_URL });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toBe("invalid_request");
    const repeated = await t.app.inject({
      method: "POST",
      url: TOKEN_URL,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=client_credentials&grant_type=password&client_id=mobile_android&client_secret=secret",
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toBe("invalid_request");
    const xml = await t.app.inject({
      method: "POST",
      url: TOKEN_URL,
      headers: { "content-type": "text/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.json().error).toBe("invalid_request");
    const badBasic = await postForm({ grant_type: "client_credentials" }, { authorization: "Bearer abc" });
    expect(badBasic.statusCode).toBe(400);
    expect(badBasic.json().error).toBe("invalid_request");
    const huge = await postForm({
      grant_type: "client_credentials",
      client_id: "x".repeat(10_000),
      client_secret: "secret",
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe("invalid_request");
  });
});
