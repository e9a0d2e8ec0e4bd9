import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OccErrorList } from "@dukkan/occ";
import { RecoveryCodes, SecondFactorChallenge, SecondFactorEnrolment, StaffToken } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { TEST_NOW } from "../../../test/fixtures.js";
import { auditLog, staffMembers } from "../../db/tables.js";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, enrolDemoStaff, seedDemoStaff } from "../demo-staff.js";
import {
  createStaffMember,
  enrolAuthenticator,
  freshStaffIp,
  STAFF_PASSWORD,
  staffAuthHeader,
  staffSignIn,
  totpCode,
} from "../staff-test-support.js";
import { createOwner } from "../create-owner.js";
import { TotpSecretBox } from "./secret-box.js";

let t: TestApp;
/** The app's clock: tests move it on by whole 30-second steps so each sign-in has a fresh code. */
let now = TEST_NOW;
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, headers: Record<string, string>, payload?: unknown, ip = freshStaffIp()) =>
  t.app.inject({
    method: "POST",
    url: `/admin/v1${url}`,
    headers,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/admin/v1${url}`, headers });
const errorOf = (response: { json(): unknown }) => OccErrorList.parse(response.json()).errors[0]!;

/** A member with an enrolled authenticator: their e-mail, id, secret and recovery codes. */
async function enrolledMember(role: "owner" | "fulfilment" | "support" = "fulfilment") {
  const member = await createStaffMember(t, role);
  const { access_token } = await staffSignIn(t, member.email);
  const enrolled = await enrolAuthenticator(t, access_token);
  return { ...member, ...enrolled, accessToken: access_token };
}

async function challengeFor(email: string, ip = freshStaffIp()): Promise<string> {
  const response = await post("/auth/token", {}, { email, password: STAFF_PASSWORD }, ip);
  expect(response.statusCode).toBe(200);
  return SecondFactorChallenge.parse(response.json()).challenge;
}

describe("a member without an authenticator", () => {
  it("gets a token marked NONE that only reaches /me, enrolment and sign-out", async () => {
    const member = await createStaffMember(t, "owner");
    const signedIn = await post("/auth/token", {}, { email: member.email, password: STAFF_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const token = StaffToken.parse(signedIn.json());
    expect(token.staff.secondFactor).toBe("NONE");
    const headers = bearer(token.access_token);

    expect((await get("/me", headers)).json()).toMatchObject({ id: member.id, secondFactor: "NONE" });
    for (const url of ["/staff", "/orders", "/audit-log"]) {
      const refused = await get(url, headers);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).type).toBe("SecondFactorEnrolmentRequired");
    }
    expect((await post("/auth/revoke", headers)).statusCode).toBe(204);
    expect((await get("/me", headers)).statusCode).toBe(401);
  });
});

describe("enrolling an authenticator", () => {
  it("hands out a pending secret with its otpauth URI and QR code; a right code enrols and answers 10 recovery codes", async () => {
    const member = await createStaffMember(t, "fulfilment");
    const { access_token } = await staffSignIn(t, member.email);
    const headers = bearer(access_token);

    const started = await post("/me/second-factor", headers);
    expect(started.statusCode).toBe(200);
    expect(started.headers["cache-control"]).toBe("no-store");
    const enrolment = SecondFactorEnrolment.parse(started.json());
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(enrolment.secret);
    expect(uri.searchParams.get("issuer")).toBe("Dukkan back office");
    expect(decodeURIComponent(uri.pathname)).toContain(member.email);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Pending: the member still counts as not enrolled, and a wrong code changes nothing.
    expect((await get("/orders", headers)).statusCode).toBe(403);
    const wrong = await post("/me/second-factor/confirm", headers, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).type).toBe("InvalidSecondFactorCodeError");

    const confirmed = await post("/me/second-factor/confirm", headers, { code: totpCode(t, enrolment.secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = RecoveryCodes.parse(confirmed.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect((await get("/me", headers)).json()).toMatchObject({ secondFactor: "TOTP" });
    expect((await get("/orders", headers)).statusCode).toBe(200);
    const again = await post("/me/second-factor", headers);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).type).toBe("SecondFactorAlreadyEnrolledError");

    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row!.totpSecret).not.toContain(enrolment.secret);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.staffId, member.id))
      .orderBy(auditLog.id);
    expect(actions.map((entry) => entry.action)).toEqual([
      "auth.sign-in",
      "second-factor.enrolment-start",
      "second-factor.enrol",
    ]);
  });
});

describe("confirming an enrolment", () => {
  it("limits wrong codes per member and address like the sign-in's second step (429 with Retry-After)", async () => {
    const member = await createStaffMember(t, "support");
    const { access_token } = await staffSignIn(t, member.email);
    const headers = bearer(access_token);
    const { secret } = SecondFactorEnrolment.parse((await post("/me/second-factor", headers)).json());
    const ip = freshStaffIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post("/me/second-factor/confirm", headers, { code: "000000" }, ip);
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).type).toBe("InvalidSecondFactorCodeError");
    }
    // Even the right code is refused from that address now: the guesser cannot tell it was right.
    const blocked = await post("/me/second-factor/confirm", headers, { code: totpCode(t, secret) }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).type).toBe("TooManyRequestsError");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get("/me", headers)).json()).toMatchObject({ secondFactor: "NONE" });

    // The member on their own phone, from another address, is not held back.
    const confirmed = await post("/me/second-factor/confirm", headers, { code: totpCode(t, secret) }, freshStaffIp());
    expect(confirmed.statusCode).toBe(200);
  });
});

describe("signing in with the second factor", () => {
  it("answers a challenge for the password, then a token for the authenticator's code, each once", async () => {
    const member = await enrolledMember();
    later(60);
    const first = await post("/auth/token", {}, { email: member.email, password: STAFF_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ second_factor: "totp", challenge: expect.any(String), expires_in: 300 });
    expect(first.json()).not.toHaveProperty("access_token");
    const { challenge } = SecondFactorChallenge.parse(first.json());

    const wrong = await post("/auth/second-factor", {}, { challenge, code: "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).type).toBe("InvalidSecondFactorCodeError");

    const code = totpCode(t, member.secret);
    const signedIn = await post("/auth/second-factor", {}, { challenge, code });
    expect(signedIn.statusCode).toBe(200);
    const token = StaffToken.parse(signedIn.json());
    expect(token.staff).toMatchObject({ id: member.id, secondFactor: "TOTP" });
    expect((await get("/orders", bearer(token.access_token))).statusCode).toBe(200);

    const reusedChallenge = await post("/auth/second-factor", {}, { challenge, code: totpCode(t, member.secret, 1) });
    expect(reusedChallenge.statusCode).toBe(401);
    expect(errorOf(reusedChallenge).type).toBe("InvalidChallengeError");

    // The same code with a new challenge is a replay.
    const replayed = await post("/auth/second-factor", {}, { challenge: await challengeFor(member.email), code });
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).type).toBe("InvalidSecondFactorCodeError");
  });

  it("takes a recovery code once, typed in any case and without the dash", async () => {
    const member = await enrolledMember();
    const recovery = member.recoveryCodes[3]!;
    const typed = recovery.replace("-", "").toUpperCase();
    const signedIn = await post(
      "/auth/second-factor",
      {},
      { challenge: await challengeFor(member.email), code: typed },
    );
    expect(signedIn.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, member.id), eq(auditLog.action, "auth.sign-in")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.details).toEqual({ secondFactor: "recovery-code" });

    const again = await post(
      "/auth/second-factor",
      {},
      { challenge: await challengeFor(member.email), code: recovery },
    );
    expect(again.statusCode).toBe(401);
  });

  it("a challenge dies after five wrong codes, and wrong codes are limited per member and address", async () => {
    const member = await enrolledMember();
    later(60);
    const ip = freshStaffIp();
    const challenge = await challengeFor(member.email, ip);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post("/auth/second-factor", {}, { challenge, code: "99999-99999" }, ip);
      expect(errorOf(wrong).type).toBe("InvalidSecondFactorCodeError");
    }
    const dead = await post("/auth/second-factor", {}, { challenge, code: totpCode(t, member.secret) }, ip);
    expect(dead.statusCode).toBe(401);
    expect(errorOf(dead).type).toBe("InvalidChallengeError");

    const blocked = await post(
      "/auth/second-factor",
      {},
      { challenge: await challengeFor(member.email, ip), code: totpCode(t, member.secret) },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    // Another address is not held back by them.
    const elsewhere = freshStaffIp();
    const fine = await post(
      "/auth/second-factor",
      {},
      { challenge: await challengeFor(member.email, elsewhere), code: totpCode(t, member.secret) },
      elsewhere,
    );
    expect(fine.statusCode).toBe(200);
  });

  it("a challenge expires after five minutes", async () => {
    const member = await enrolledMember();
    const challenge = await challengeFor(member.email);
    later(5 * 60);
    const expired = await post("/auth/second-factor", {}, { challenge, code: totpCode(t, member.secret) });
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).type).toBe("InvalidChallengeError");
  });
});

describe("recovery codes, reset and signing out everywhere", () => {
  it("a new set of recovery codes needs a current code and retires the old set", async () => {
    const member = await enrolledMember();
    later(30);
    const headers = bearer(member.accessToken);
    expect((await post("/me/recovery-codes", headers, { code: "000000" })).statusCode).toBe(400);
    const renewed = await post("/me/recovery-codes", headers, { code: totpCode(t, member.secret) });
    expect(renewed.statusCode).toBe(200);
    const fresh = RecoveryCodes.parse(renewed.json()).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(member.recoveryCodes[0]);

    const old = await post(
      "/auth/second-factor",
      {},
      { challenge: await challengeFor(member.email), code: member.recoveryCodes[0] },
    );
    expect(old.statusCode).toBe(401);
    const current = await post(
      "/auth/second-factor",
      {},
      { challenge: await challengeFor(member.email), code: fresh[0] },
    );
    expect(current.statusCode).toBe(200);
  });

  it("the owner resets a member's authenticator: their sessions end and the next sign-in must enrol again", async () => {
    const owner = await staffAuthHeader(t, "owner");
    const member = await enrolledMember("support");
    expect((await post(`/staff/${member.id}/second-factor/reset`, bearer(member.accessToken))).statusCode).toBe(403);

    const reset = await post(`/staff/${member.id}/second-factor/reset`, owner);
    expect(reset.statusCode).toBe(204);
    expect((await get("/me", bearer(member.accessToken))).statusCode).toBe(401);
    const signedIn = await post("/auth/token", {}, { email: member.email, password: STAFF_PASSWORD });
    expect(StaffToken.parse(signedIn.json()).staff.secondFactor).toBe("NONE");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.second-factor-reset"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ targetType: "staff", targetId: member.id, role: "owner" });
    const unknown = await post("/staff/00000000-0000-4000-8000-000000000000/second-factor/reset", owner);
    expect(unknown.statusCode).toBe(404);
  });

  it("POST /auth/revoke-all ends every session of the caller and no one else's", async () => {
    const member = await enrolledMember();
    const other = await staffAuthHeader(t, "fulfilment");
    later(30);
    const second = await post(
      "/auth/second-factor",
      {},
      { challenge: await challengeFor(member.email), code: totpCode(t, member.secret) },
    );
    const secondToken = StaffToken.parse(second.json()).access_token;

    const revoked = await post("/auth/revoke-all", bearer(secondToken));
    expect(revoked.statusCode).toBe(204);
    expect((await get("/me", bearer(secondToken))).statusCode).toBe(401);
    expect((await get("/me", bearer(member.accessToken))).statusCode).toBe(401);
    expect((await get("/me", other)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.sign-out-everywhere"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ staffId: member.id });
  });
});

describe("demo staff", () => {
  it("are enrolled with their published secrets, sealed with the API's key", async () => {
    await seedDemoStaff(t.db, { production: false });
    const box = new TotpSecretBox("test-token-secret-0123456789abcdef");
    expect(await enrolDemoStaff(t.db, box, { production: true })).toBe(0);
    expect(await enrolDemoStaff(t.db, box, { production: false })).toBe(4);
    expect(await enrolDemoStaff(t.db, box, { production: false })).toBe(0);

    later(30);
    const demo = DEMO_STAFF.find((member) => member.role === "fulfilment")!;
    const first = await post("/auth/token", {}, { email: demo.email, password: DEMO_STAFF_PASSWORD });
    const { challenge } = SecondFactorChallenge.parse(first.json());
    const signedIn = await post("/auth/second-factor", {}, { challenge, code: totpCode(t, demo.totpSecret) });
    expect(signedIn.statusCode).toBe(200);
    expect(StaffToken.parse(signedIn.json()).staff).toMatchObject({ email: demo.email, secondFactor: "TOTP" });
  });
});

describe("an owner created on the command line with --totp-secret", () => {
  it("is enrolled with that secret at once", async () => {
    const box = new TotpSecretBox("test-token-secret-0123456789abcdef");
    const secret = "CLIOWNERTOTPSECRETAAAAAAAAAAAAAA";
    const input = { email: "cli-owner@shop.example", name: "Cli Owner", password: "Cli#Owner-2026" };
    await expect(createOwner(t.db, input, "cli:test", { totpSecret: "not base32!", box })).rejects.toThrow("base32");
    const owner = await createOwner(t.db, input, "cli:test", { totpSecret: secret, box });
    expect(owner.secondFactor).toBe("TOTP");
    later(30);
    const first = await post("/auth/token", {}, { email: input.email, password: input.password });
    const { challenge } = SecondFactorChallenge.parse(first.json());
    const signedIn = await post("/auth/second-factor", {}, { challenge, code: totpCode(t, secret) });
    expect(StaffToken.parse(signedIn.json()).staff).toMatchObject({
      id: owner.id,
      role: "owner",
      secondFactor: "TOTP",
    });
  });
});
