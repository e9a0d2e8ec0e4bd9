import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, sandboxOutbox, verificationCodes } from "../db/tables.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import {
  OCC,
  TOKEN_URL,
  bearer,
  createCustomer,
  freshIp,
  freshPhone,
  latestMessage,
  linkIn,
  passwordGrant,
  signIn,
  verifyPhone,
  type RegisteredCustomer,
} from "./account-test-support.js";

let t: TestApp;
let alice: RegisteredCustomer;
let aliceToken: string;
let bob: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createCustomer(t, { uid: "alice@example.ae" });
  bob = await createCustomer(t, { uid: "bob@example.ae" });
  aliceToken = await signIn(t, alice);
});
afterAll(() => t.close());

const getProfile = (userId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${OCC}/users/${userId}?fields=DEFAULT,phoneNumber`, headers });
const patchProfile = (payload: Record<string, unknown>, token = aliceToken) =>
  t.app.inject({ method: "PATCH", url: `${OCC}/users/current`, headers: bearer(token), payload });

describe("users/{userId} guard", () => {
  it("serves the profile for 'current' and for the customer's own uid (any case)", async () => {
    for (const userId of ["current", "alice@example.ae", "Alice@Example.ae"]) {
      const response = await getProfile(encodeURIComponent(userId), bearer(aliceToken));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        uid: "alice@example.ae",
        customerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Aisha Al Mansoori",
        firstName: "Aisha",
        lastName: "Al Mansoori",
        titleCode: "ms",
        title: "Ms.",
        email: "alice@example.ae",
        displayUid: "alice@example.ae",
        phoneNumber: alice.phoneNumber,
        language: { isocode: "en" },
        currency: { isocode: "AED" },
      });
    }
  });

  it("answers 403 ForbiddenError when a token acts for another user", async () => {
    const response = await getProfile("bob@example.ae", bearer(aliceToken));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [{ type: "ForbiddenError", message: "Access is denied" }] });
    const patch = await t.app.inject({
      method: "PATCH",
      url: `${OCC}/users/bob@example.ae`,
      headers: bearer(aliceToken),
      payload: { firstName: "Mallory" },
    });
    expect(patch.statusCode).toBe(403);
    const [row] = await t.db.select().from(customers).where(eq(customers.uid, bob.email));
    expect(row!.firstName).toBe("Aisha");
  });

  it("answers 401 UnauthorizedError without a token and InvalidTokenError for a bad one", async () => {
    const none = await getProfile("current");
    expect(none.statusCode).toBe(401);
    expect(none.json().errors[0].type).toBe("UnauthorizedError");
    for (const header of ["Bearer not-a-token", "Basic abc"]) {
      const bad = await getProfile("current", { authorization: header });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().errors[0].type).toBe("InvalidTokenError");
    }
    expect((await getProfile("anonymous")).statusCode).toBe(401);
  });

  it("answers 403 for a client_credentials token on a customer's resource", async () => {
    const client = await t.app.inject({
      method: "POST",
      url: TOKEN_URL,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=client_credentials&client_id=mobile_android&client_secret=secret",
    });
    const response = await getProfile("current", bearer(client.json().access_token));
    expect(response.statusCode).toBe(403);
  });
});

describe("profile update", () => {
  it("changes names, title and TRN; an empty TRN removes it", async () => {
    const response = await patchProfile({
      firstName: "Aysha",
      lastName: "Khan",
      titleCode: "dr",
      trn: "100234567800003",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Aysha",
      lastName: "Khan",
      name: "Aysha Khan",
      titleCode: "dr",
      trn: "100234567800003",
    });
    const cleared = await patchProfile({ trn: "" });
    expect(cleared.json()).not.toHaveProperty("trn");
    const invalid = await patchProfile({ trn: "12345", firstName: " " });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((error: { subject: string }) => error.subject)
        .sort(),
    ).toEqual(["firstName", "trn"]);
  });

  it("refuses another customer's phone number with 'Mobile No. is duplicate.'", async () => {
    const response = await patchProfile({ phoneNumber: bob.phoneNumber });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: "Mobile No. is duplicate.",
      reason: "phoneExist",
      subject: "phoneNumber",
    });
  });

  it("changes the phone number only after SMS verification on page PROFILE", async () => {
    const phoneNumber = freshPhone();
    const unverified = await patchProfile({ phoneNumber });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().errors[0].type).toBe("SmsVerificationError");
    await verifyPhone(t, phoneNumber, "PROFILE");
    const verified = await patchProfile({ phoneNumber });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().phoneNumber).toBe(phoneNumber);
    // Keeping the same number needs no new verification.
    expect((await patchProfile({ phoneNumber, firstName: "Aisha" })).statusCode).toBe(200);
  });
});

describe("forgot and reset password", () => {
  const forgot = (userId: string, ip = freshIp()) =>
    t.app.inject({
      method: "POST",
      url: `${OCC}/forgottenpasswordtokens?userId=${encodeURIComponent(userId)}`,
      remoteAddress: ip,
    });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: "POST", url: `${OCC}/resetpassword`, payload: { token, newPassword } });

  it("answers 202 whether or not the account exists, and mails only real customers", async () => {
    const before = (await t.db.select().from(sandboxOutbox)).length;
    const unknown = await forgot("stranger@example.ae");
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe("");
    expect((await t.db.select().from(sandboxOutbox)).length).toBe(before);
    const known = await forgot("BOB@example.ae");
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe("");
    expect((await latestMessage(t, bob.email)).subject).toBe("Reset your Dukkan password");
  });

  it("resets once with the e-mailed link, applies the password rule and ends existing sessions", async () => {
    const customer = await createCustomer(t);
    const oldToken = await signIn(t, customer);
    await forgot(customer.email);
    const link = linkIn((await latestMessage(t, customer.email)).body);
    expect(link).toMatch(/^http:\/\/localhost:3000\/en\/login\/pw\/change\?token=/);
    const token = new URL(link).searchParams.get("token")!;

    const weak = await reset(token, "password");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].subject).toBe("newPassword");

    expect((await reset(token, "Fresh#Start9")).statusCode).toBe(202);
    expect((await getProfile("current", bearer(oldToken))).statusCode).toBe(401);
    expect((await passwordGrant(t, customer.email, customer.password)).statusCode).toBe(400);
    expect((await passwordGrant(t, customer.email, "Fresh#Start9")).statusCode).toBe(200);

    const again = await reset(token, "Another#Go1");
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].type).toBe("InvalidTokenError");
  });
});

describe("older password-reset links", () => {
  const forgot = (userId: string) =>
    t.app.inject({
      method: "POST",
      url: `${OCC}/forgottenpasswordtokens?userId=${encodeURIComponent(userId)}`,
      remoteAddress: freshIp(),
    });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: "POST", url: `${OCC}/resetpassword`, payload: { token, newPassword } });
  const newestResetToken = async (email: string) =>
    new URL(linkIn((await latestMessage(t, email)).body)).searchParams.get("token")!;

  it("stop working when a newer link is issued", async () => {
    const customer = await createCustomer(t);
    await forgot(customer.email);
    const first = await newestResetToken(customer.email);
    await forgot(customer.email);
    const second = await newestResetToken(customer.email);
    const stale = await reset(first, "Fresh#Start9");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].type).toBe("InvalidTokenError");
    expect((await reset(second, "Fresh#Start9")).statusCode).toBe(202);
  });

  it("stop working when a newer link is used", async () => {
    const customer = await createCustomer(t);
    await forgot(customer.email);
    const first = await newestResetToken(customer.email);
    // A link issued before this change, or in a race with the newer request, is still unused here.
    await forgot(customer.email);
    const second = await newestResetToken(customer.email);
    await t.db
      .update(verificationCodes)
      .set({ usedAt: null })
      .where(and(eq(verificationCodes.customerUid, customer.email), eq(verificationCodes.purpose, "PASSWORD_RESET")));
    expect((await reset(second, "Fresh#Start9")).statusCode).toBe(202);
    const stale = await reset(first, "Other#Start9");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].type).toBe("InvalidTokenError");
  });
});

describe("GET /dev/outbox", () => {
  it("lists sandbox messages newest first with their links and codes", async () => {
    const phoneNumber = freshPhone();
    await verifyPhone(t, phoneNumber, "REGISTER");
    const response = await t.app.inject(`/dev/outbox?to=${phoneNumber}`);
    expect(response.statusCode).toBe(200);
    const [message] = response.json().messages;
    expect(message).toMatchObject({ channel: "SMS", to: phoneNumber, subject: null, links: [] });
    expect(message.codes).toEqual([expect.stringMatching(/^\d{6}$/)]);
    const mails = (await t.app.inject(`/dev/outbox?to=bob@example.ae`)).json().messages;
    expect(mails[0].links[0]).toContain("/login/pw/change?token=");
  });

  it("answers only callers on this machine, as TRUST_PROXY tells them", async () => {
    expect((await t.app.inject({ url: "/dev/outbox", remoteAddress: "203.0.113.9" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/dev/outbox", remoteAddress: "::1" })).statusCode).toBe(200);
    // Behind the local storefront (a trusted proxy), the shopper's own address decides.
    const proxied = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      const relay = (shopper: string) =>
        proxied.app.inject({ url: "/dev/outbox", headers: { "x-forwarded-for": shopper } });
      expect((await relay("203.0.113.9")).statusCode).toBe(404);
      expect((await relay("127.0.0.1")).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("does not exist in production", async () => {
    const production = await createTestApp({
      env: { NODE_ENV: "production", ALLOW_SANDBOX: "1", TOKEN_SECRET: "p".repeat(32) },
    });
    try {
      expect((await production.app.inject("/dev/outbox")).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe("change password and e-mail", () => {
  it("changes the password after checking the old one and the password rule", async () => {
    const customer = await createCustomer(t);
    const token = await signIn(t, customer);
    const put = (old: string, next: string) =>
      t.app.inject({
        method: "PUT",
        url: `${OCC}/users/current/password?${new URLSearchParams({ old, new: next })}`,
        headers: bearer(token),
      });
    const mismatch = await put("Wrong#1234", "Newer#Pass1");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].type).toBe("PasswordMismatchError");
    const weak = await put(customer.password, "newer");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].subject).toBe("new");
    expect((await put(customer.password, "Newer#Pass1")).statusCode).toBe(202);
    expect((await passwordGrant(t, customer.email, "Newer#Pass1")).statusCode).toBe(200);
    expect((await passwordGrant(t, customer.email, customer.password)).statusCode).toBe(400);
  });

  it("ends every other session on a password change, keeping the one that made it", async () => {
    const customer = await createCustomer(t);
    const changer = (await passwordGrant(t, customer.email, customer.password)).json();
    const other = (await passwordGrant(t, customer.email, customer.password)).json();
    const changed = await t.app.inject({
      method: "PUT",
      url: `${OCC}/users/current/password?${new URLSearchParams({ old: customer.password, new: "Newer#Pass1" })}`,
      headers: bearer(changer.access_token),
    });
    expect(changed.statusCode).toBe(202);
    expect((await getProfile("current", bearer(other.access_token))).statusCode).toBe(401);
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: "POST",
        url: TOKEN_URL,
        remoteAddress: freshIp(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          grant_type: "refresh_token",
          client_id: "mobile_android",
          client_secret: "secret",
          refresh_token: refreshToken,
        }).toString(),
      });
    expect((await refresh(other.refresh_token)).statusCode).toBe(400);
    expect((await getProfile("current", bearer(changer.access_token))).statusCode).toBe(200);
    expect((await refresh(changer.refresh_token)).statusCode).toBe(200);
  });

  const askEmailChange = (token: string, newLogin: string, password: string, lang = "en") =>
    t.app.inject({
      method: "PUT",
      url: `${OCC}/users/current/login?${new URLSearchParams({ newLogin, password, lang })}`,
      headers: bearer(token),
      remoteAddress: freshIp(),
    });
  const confirmEmailChange = (token: string) =>
    t.app.inject({ method: "POST", url: `${OCC}/confirmemailchange`, payload: { token } });
  const emailChangeToken = async (newEmail: string) =>
    new URL(linkIn((await latestMessage(t, newEmail)).body)).searchParams.get("token")!;

  it("refuses an e-mail change with a wrong password or an address already registered, changing nothing", async () => {
    const customer = await createCustomer(t);
    const token = await signIn(t, customer);
    const wrong = await askEmailChange(token, "fresh-wrong@example.ae", "Wrong#1234");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].message).toBe("error_password_mismatch");
    const taken = await askEmailChange(token, "BOB@example.ae", customer.password);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].message).toBe("error_uid_existing");
    const mailed = await t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, "fresh-wrong@example.ae"));
    expect(mailed).toEqual([]);
    expect((await getProfile("current", bearer(token))).json().uid).toBe(customer.email);
  });

  it("changes the e-mail only when the link mailed to the new address is opened; sessions end then", async () => {
    const customer = await createCustomer(t);
    const token = await signIn(t, customer);
    const asked = await askEmailChange(token, "Fresh@Example.ae", customer.password, "ar");
    expect(asked.statusCode, asked.body).toBe(202);

    const mail = await latestMessage(t, "fresh@example.ae");
    expect(mail.subject).toBe("أكّد عنوان بريدك الإلكتروني الجديد في دكان");
    const link = linkIn(mail.body);
    expect(link).toMatch(/^http:\/\/localhost:3000\/ar\/confirm-email\?token=/);
    // Nothing changed yet: the old e-mail still signs in, the session still works.
    expect((await getProfile("current", bearer(token))).json().uid).toBe(customer.email);
    expect((await passwordGrant(t, "fresh@example.ae", customer.password)).statusCode).toBe(400);

    const confirmed = await confirmEmailChange(new URL(link).searchParams.get("token")!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ uid: "fresh@example.ae" });
    expect((await getProfile("current", bearer(token))).statusCode).toBe(401);
    expect((await passwordGrant(t, "fresh@example.ae", customer.password)).statusCode).toBe(200);
    expect((await passwordGrant(t, customer.email, customer.password)).statusCode).toBe(400);
    expect((await latestMessage(t, customer.email)).subject).toBe("Your Dukkan e-mail address was changed");
  });

  it("refuses a replayed link, an older link once a newer one was sent, and a made-up token", async () => {
    const customer = await createCustomer(t);
    const token = await signIn(t, customer);
    expect((await askEmailChange(token, "first-choice@example.ae", customer.password)).statusCode).toBe(202);
    const older = await emailChangeToken("first-choice@example.ae");
    expect((await askEmailChange(token, "second-choice@example.ae", customer.password)).statusCode).toBe(202);
    const newer = await emailChangeToken("second-choice@example.ae");

    const stale = await confirmEmailChange(older);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toMatchObject({ type: "InvalidTokenError" });
    expect((await confirmEmailChange("not-a-token")).statusCode).toBe(400);

    expect((await confirmEmailChange(newer)).statusCode).toBe(200);
    const replayed = await confirmEmailChange(newer);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors[0]).toMatchObject({ type: "InvalidTokenError" });
    const [moved] = await t.db.select().from(customers).where(eq(customers.uid, "second-choice@example.ae"));
    expect(moved?.email).toBe("second-choice@example.ae");
    const [left] = await t.db.select().from(customers).where(eq(customers.uid, "first-choice@example.ae"));
    expect(left).toBeUndefined();
  });

  it("refuses the link when the new address was registered by someone else in the meantime", async () => {
    const customer = await createCustomer(t);
    const token = await signIn(t, customer);
    expect((await askEmailChange(token, "race@example.ae", customer.password)).statusCode).toBe(202);
    const link = await emailChangeToken("race@example.ae");
    await createCustomer(t, { uid: "race@example.ae" });
    const refused = await confirmEmailChange(link);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe("error_uid_existing");
    expect((await getProfile("current", bearer(token))).json().uid).toBe(customer.email);
  });
});
