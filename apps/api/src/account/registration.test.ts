import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, emailSubscriptions, verificationCodes } from "../db/tables.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import {
  OCC,
  STRONG_PASSWORD,
  bearer,
  createCustomer,
  freshPhone,
  latestMessage,
  linkIn,
  passwordGrant,
  register,
  signIn,
} from "./account-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STOREFRONT_URL: "https://shop.example.ae" } });
});
afterAll(() => t.close());

const activate = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `${OCC}/users/anonymous/token/${token}`, payload: {}, headers });

describe("check-register", () => {
  it("tells whether the e-mail and the phone number are taken (any case of e-mail)", async () => {
    const customer = await createCustomer(t);
    const taken = await t.app.inject(
      `${OCC}/users/anonymous/checkRegister?email=${customer.email.toUpperCase()}&phoneNumber=${customer.phoneNumber}`,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      reason: "The e-mail address or phone number is already registered",
      emailIsExist: true,
      phoneIsExist: true,
    });
    const free = await t.app.inject(`${OCC}/users/anonymous/check/new-person@example.ae/${freshPhone()}`);
    expect(free.json()).toEqual({ emailIsExist: false, phoneIsExist: false });
  });

  it("ignores the signed-in customer's own number when called for 'current' (profile)", async () => {
    const customer = await createCustomer(t);
    const token = await signIn(t, customer);
    const own = await t.app.inject({
      url: `${OCC}/users/current/checkRegister?phoneNumber=${customer.phoneNumber}`,
      headers: bearer(token),
    });
    expect(own.json()).toEqual({ emailIsExist: false, phoneIsExist: false });
  });

  it("rejects malformed input with 400 ValidationError", async () => {
    const response = await t.app.inject(`${OCC}/users/anonymous/checkRegister?email=not-an-email&phoneNumber=+971 50`);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { subject: string }) => error.subject)
        .sort(),
    ).toEqual(["email", "phoneNumber"]);
  });
});

describe("registration", () => {
  it("creates an inactive account with an argon2id hash and e-mails an activation link in the customer's language", async () => {
    const response = await register(t, { uid: "Fatima.Ali@Example.AE", lang: "ar", firstName: "فاطمة" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      uid: "fatima.ali@example.ae",
      firstName: "فاطمة",
      lastName: "Al Mansoori",
      titleCode: "ms",
      title: "السيدة",
      displayUid: "fatima.ali@example.ae",
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.uid, "fatima.ali@example.ae"));
    expect(row!.active).toBe(false);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(row!.phoneVerifiedAt).toBeInstanceOf(Date);
    const mail = await latestMessage(t, "fatima.ali@example.ae");
    expect(mail.subject).toBe("فعّل حسابك في دكان");
    expect(linkIn(mail.body)).toMatch(/^https:\/\/shop\.example\.ae\/ar\/login\?registerToken=[A-Za-z0-9_-]{43}$/);

    const beforeActivation = await passwordGrant(t, "fatima.ali@example.ae", STRONG_PASSWORD);
    expect(beforeActivation.statusCode).toBe(400);
    expect(beforeActivation.json()).toEqual({ error: "invalid_grant", error_description: "User is disabled" });
  });

  it.each([
    ["short1!A", true],
    ["Abc1!", false],
    ["abcdef1!", false],
    ["Abcdefg!", false],
    ["Abcdefg1", false],
    ["Abc def1", true],
  ])("applies the password rule (%s → allowed %s)", async (password, allowed) => {
    const response = await register(t, { password });
    expect(response.statusCode).toBe(allowed ? 201 : 400);
    if (!allowed) {
      expect(response.json().errors[0]).toMatchObject({
        type: "ValidationError",
        subject: "password",
        message: "The password needs at least 6 characters, one uppercase letter, one digit and one special character",
      });
    }
  });

  it("requires a valid e-mail, names and a digits-only phone number", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `${OCC}/users`,
      payload: { uid: "someone@", password: STRONG_PASSWORD, firstName: "", lastName: "X", phoneNumber: "050-123" },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { subject: string }) => error.subject)
        .sort(),
    ).toEqual(["firstName", "phoneNumber", "uid"]);
  });

  it("requires the phone number to be verified by SMS first, and uses the verification once", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `${OCC}/users`,
      payload: {
        uid: "unverified@example.ae",
        password: STRONG_PASSWORD,
        firstName: "A",
        lastName: "B",
        phoneNumber: freshPhone(),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: "SmsVerificationError", subject: "phoneNumber" });
    expect(await t.db.select().from(customers).where(eq(customers.uid, "unverified@example.ae"))).toEqual([]);
  });

  it("refuses an e-mail or phone number that is already registered", async () => {
    const customer = await createCustomer(t);
    const sameEmail = await register(t, { uid: customer.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().errors[0]).toMatchObject({ type: "DuplicateUidError", subject: "uid" });
    const samePhone = await register(t, { phoneNumber: customer.phoneNumber });
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json().errors[0]).toMatchObject({ message: "Mobile No. is duplicate.", reason: "phoneExist" });
  });
});

describe("activation (registerToken)", () => {
  async function registeredToken(): Promise<{ uid: string; token: string }> {
    const { uid } = (await register(t)).json();
    const token = new URL(linkIn((await latestMessage(t, uid)).body)).searchParams.get("registerToken")!;
    return { uid, token };
  }

  it("activates once (whitespace stripped), then answers 'The token has been already used'", async () => {
    const { uid, token } = await registeredToken();
    const first = await activate(`${token.slice(0, 10)}%20${token.slice(10)}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ uid });
    expect((await passwordGrant(t, uid, STRONG_PASSWORD)).statusCode).toBe(200);
    const again = await activate(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ errors: [{ type: "TokenUsedError", message: "The token has been already used" }] });
  });

  it("answers 'Invalid token' for an unknown or expired token", async () => {
    expect((await activate("not-a-real-token")).json()).toEqual({
      errors: [{ type: "InvalidTokenError", message: "Invalid token" }],
    });
    const { uid, token } = await registeredToken();
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.customerUid, uid));
    expect((await activate(token)).json().errors[0].message).toBe("Invalid token");
    expect((await passwordGrant(t, uid, STRONG_PASSWORD)).json().error_description).toBe("User is disabled");
  });

  it("refuses a signed-in caller: 'Invalid url or Can not activate an account while logged in'", async () => {
    const { token } = await registeredToken();
    const signedIn = await signIn(t, await createCustomer(t));
    const response = await activate(token, bearer(signedIn));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe("Invalid url or Can not activate an account while logged in");
  });
});

describe("newsletter subscription", () => {
  it("stores the address once, lower-cased, and rejects a malformed one", async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: `${OCC}/emails/addEmailSubscription?lang=ar`,
        payload: { email: "Buyer@Cafe.ae" },
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await t.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, "buyer@cafe.ae"))).toEqual([
      expect.objectContaining({ email: "buyer@cafe.ae", language: "ar" }),
    ]);
    const bad = await t.app.inject({
      method: "POST",
      url: `${OCC}/emails/addEmailSubscription`,
      payload: { email: "buyer@cafe" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].subject).toBe("email");
  });
});

describe("newsletter rate limit", () => {
  it("answers 429 after 20 subscriptions from one IP in an hour; other IPs are not affected", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: `${OCC}/emails/addEmailSubscription`,
        payload: { email: `reader${i}@example.ae` },
        remoteAddress: "10.252.0.1",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    const refused = await t.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, "reader20@example.ae"));
    expect(refused).toEqual([]);
    const other = await t.app.inject({
      method: "POST",
      url: `${OCC}/emails/addEmailSubscription`,
      payload: { email: "reader20@example.ae" },
      remoteAddress: "10.252.0.2",
    });
    expect(other.statusCode).toBe(201);
  });
});

describe("check-register rate limit", () => {
  it("slows down harvesting: 429 after 60 checks per IP in 15 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const response = await t.app.inject({
        url: `${OCC}/users/anonymous/checkRegister?email=person${i}@example.ae`,
        remoteAddress: "10.251.0.1",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
