/**
 * Signing the browser tests' staff owner in to the staff API: the password, then the authenticator's code (decision
 * 0044), computed here from the owner's known secret as the phone would. The token is kept for the test file (a
 * session lasts 30 idle minutes). A code is accepted once: when another test file signed in during the same
 * 30-second step, the next step's code (the API accepts one step of clock drift) is sent instead.
 */
import { Secret, TOTP } from "otpauth";
import { inject } from "vitest";

let token: Promise<string> | undefined;

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

async function signIn(api: string): Promise<string> {
  const { email, password, totpSecret } = inject("staffCredentials");
  const secret = Secret.fromBase32(totpSecret);
  for (const stepsLater of [0, 1]) {
    const first = await post(`${api}/admin/v1/auth/token`, { email, password });
    if (first.status !== 200) throw new Error(`staff sign-in: ${first.status} ${await first.text()}`);
    const { challenge } = (await first.json()) as { challenge: string };
    const code = TOTP.generate({ secret, timestamp: Date.now() + stepsLater * 30_000 });
    const second = await post(`${api}/admin/v1/auth/second-factor`, { challenge, code });
    if (second.status === 200) return ((await second.json()) as { access_token: string }).access_token;
  }
  throw new Error("staff sign-in: the authenticator code was refused");
}

/** The staff owner's access token for `api` (signed in once per test file). */
export function staffAccessToken(api: string): Promise<string> {
  token ??= signIn(api);
  return token;
}
