import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OccErrorList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures, TEST_NOW } from "../../test/fixtures.js";
import { auditLog, staffMembers, staffSessions, stockLevels } from "../db/tables.js";
import {
  createStaffMember,
  enrolAuthenticator,
  freshStaffIp,
  STAFF_PASSWORD,
  staffAuthHeader,
  staffSignIn,
} from "./staff-test-support.js";
import { StaffToken } from "@dukkan/staff-api";

let t: TestApp;
/** The app's clock: tests move it to let sessions go idle. */
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures, now: () => now });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = freshStaffIp()) =>
  t.app.inject({ method: "POST", url: "/admin/v1/auth/token", payload: { email, password }, remoteAddress: ip });
const me = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/admin/v1/me", headers: authorization ? { authorization } : {} });
const bearer = (token: string) => `Bearer ${token}`;
const errorType = (response: { json(): unknown }) => OccErrorList.parse(response.json()).errors[0]!.type;
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

describe("POST /admin/v1/auth/token", () => {
  it("signs a member in with e-mail (any case) and password, and the token answers /me", async () => {
    const member = await createStaffMember(t, "support", { email: "layla.support@staff.test", name: "Layla" });
    const response = await signIn("  Layla.Support@STAFF.test ", STAFF_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = StaffToken.parse(response.json());
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: "bearer",
      expires_in: 1800,
      staff: { id: member.id, email: "layla.support@staff.test", name: "Layla", role: "support", secondFactor: "NONE" },
    });
    const profile = await me(bearer(body.access_token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id: member.id,
      email: "layla.support@staff.test",
      name: "Layla",
      role: "support",
      secondFactor: "NONE",
    });
    const stored = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(body.access_token);
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const member = await createStaffMember(t, "owner");
    const wrong = await signIn(member.email, "Not-the-password-1!");
    const unknown = await signIn("nobody-here@staff.test", "Not-the-password-1!");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(errorType(wrong)).toBe("InvalidCredentialsError");
  });

  it("refuses a missing or malformed body with 400 and signs nobody in", async () => {
    const response = await t.app.inject({ method: "POST", url: "/admin/v1/auth/token", payload: { email: "a@b.c" } });
    expect(response.statusCode).toBe(400);
    expect(errorType(response)).toBe("ValidationError");
  });

  it("refuses a deactivated member even with the right password", async () => {
    const member = await createStaffMember(t, "fulfilment", { active: false });
    const response = await signIn(member.email, STAFF_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(errorType(response)).toBe("AccountDisabledError");
  });

  it("blocks an address hammering an e-mail, while the owner still signs in from another address", async () => {
    const owner = await createStaffMember(t, "owner");
    const attacker = freshStaffIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(owner.email, `Guess-${attempt}-xyz!`, attacker)).statusCode).toBe(401);
    }
    const blocked = await signIn(owner.email, STAFF_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(errorType(blocked)).toBe("TooManyRequestsError");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(owner.email, STAFF_PASSWORD, freshStaffIp())).statusCode).toBe(200);
  });

  it("lets staff sharing an office address sign in again and again; only wrong passwords count against the address", async () => {
    const office = freshStaffIp();
    const members = [await createStaffMember(t, "support"), await createStaffMember(t, "fulfilment")];
    // 61 sign-ins from the office (more than its 60 failures) are all let in.
    for (let attempt = 0; attempt <= 60; attempt += 1) {
      expect((await signIn(members[attempt % 2]!.email, STAFF_PASSWORD, office)).statusCode).toBe(200);
    }
    // 60 wrong passwords from one address, spread over e-mails so no pair is blocked, block that address for everyone.
    const scanner = freshStaffIp();
    for (let attempt = 0; attempt < 60; attempt += 1) {
      expect((await signIn(`guess-${attempt}@staff.test`, "Not-the-password-1!", scanner)).statusCode).toBe(401);
    }
    const blocked = await signIn(members[0]!.email, STAFF_PASSWORD, scanner);
    expect(blocked.statusCode).toBe(429);
    expect(errorType(blocked)).toBe("TooManyRequestsError");
    expect((await signIn(members[0]!.email, STAFF_PASSWORD, office)).statusCode).toBe(200);
  });

  it("locks an account after 50 failures in a row, except from an address the member used before", async () => {
    const owner = await createStaffMember(t, "owner");
    const office = freshStaffIp();
    expect((await signIn(owner.email, STAFF_PASSWORD, office)).statusCode).toBe(200);
    await t.db.update(staffMembers).set({ failedAttempts: 49 }).where(eq(staffMembers.id, owner.id));
    expect((await signIn(owner.email, "Wrong-password-1!")).statusCode).toBe(401);
    const elsewhere = await signIn(owner.email, STAFF_PASSWORD);
    expect(elsewhere.statusCode).toBe(401);
    expect(errorType(elsewhere)).toBe("AccountLockedError");
    expect((await signIn(owner.email, STAFF_PASSWORD, office)).statusCode).toBe(200);
    // That success ends the lock for every address.
    expect((await signIn(owner.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });
});

describe("staff sessions", () => {
  it("end after 30 minutes without a request; each request renews them", async () => {
    now = TEST_NOW;
    try {
      const member = await createStaffMember(t, "support");
      const { access_token } = await staffSignIn(t, member.email);
      now = minutes(29);
      expect((await me(bearer(access_token))).statusCode).toBe(200);
      now = minutes(58);
      expect((await me(bearer(access_token))).statusCode).toBe(200);
      now = minutes(88);
      const expired = await me(bearer(access_token));
      expect(expired.statusCode).toBe(401);
      expect(errorType(expired)).toBe("InvalidTokenError");
    } finally {
      now = TEST_NOW;
    }
  });

  it("end 12 hours after sign-in however busy", async () => {
    try {
      const member = await createStaffMember(t, "support");
      const { access_token } = await staffSignIn(t, member.email);
      for (let minute = 20; minute < 12 * 60; minute += 20) {
        now = minutes(minute);
        expect((await me(bearer(access_token))).statusCode).toBe(200);
      }
      now = minutes(12 * 60);
      expect((await me(bearer(access_token))).statusCode).toBe(401);
    } finally {
      now = TEST_NOW;
    }
  });

  it("end at sign-out; the token is refused afterwards", async () => {
    const member = await createStaffMember(t, "merchandiser");
    const { access_token } = await staffSignIn(t, member.email);
    const other = await staffSignIn(t, member.email);
    const revoke = await t.app.inject({
      method: "POST",
      url: "/admin/v1/auth/revoke",
      headers: { authorization: bearer(access_token) },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await me(bearer(access_token))).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/admin/v1/auth/revoke",
      headers: { authorization: bearer(access_token) },
    });
    expect(again.statusCode).toBe(401);
    // Only the session that signed out ends.
    expect((await me(bearer(other.access_token))).statusCode).toBe(200);
  });

  it("end when the member is deactivated", async () => {
    const member = await createStaffMember(t, "support");
    const { access_token } = await staffSignIn(t, member.email);
    await t.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, member.id));
    expect((await me(bearer(access_token))).statusCode).toBe(401);
  });

  it("needs a bearer token: none → UnauthorizedError, unknown → InvalidTokenError, customer scheme → 401", async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(errorType(none)).toBe("UnauthorizedError");
    const unknown = await me(bearer("a".repeat(43)));
    expect(unknown.statusCode).toBe(401);
    expect(errorType(unknown)).toBe("InvalidTokenError");
    expect((await me("Basic Zm9vOmJhcg==")).statusCode).toBe(401);
  });
});

describe("roles on a fulfilment route (PUT /admin/v1/stock/{code})", () => {
  const setStock = (headers: Record<string, string>, available: number, code: string = CODES.box) =>
    t.app.inject({ method: "PUT", url: `/admin/v1/stock/${code}`, headers, payload: { available } });

  it.each([
    ["owner", 200],
    ["fulfilment", 200],
    ["support", 403],
    ["merchandiser", 403],
  ] as const)("%s → %i", async (role, status) => {
    const response = await setStock(await staffAuthHeader(t, role), 7);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(errorType(response)).toBe("ForbiddenError");
  });

  it("a refused role changes nothing and leaves no audit row", async () => {
    const before = await t.db.select().from(stockLevels).where(eq(stockLevels.productCode, CODES.cup));
    const response = await setStock(await staffAuthHeader(t, "support"), 999, CODES.cup);
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(stockLevels).where(eq(stockLevels.productCode, CODES.cup))).toEqual(before);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "product"), eq(auditLog.targetId, CODES.cup)));
    expect(rows).toEqual([]);
  });

  it("records who set the stock, from which request, in the audit log", async () => {
    const member = await createStaffMember(t, "fulfilment", { email: "omar.warehouse@staff.test" });
    const { access_token } = await staffSignIn(t, member.email);
    await enrolAuthenticator(t, access_token);
    const response = await t.app.inject({
      method: "PUT",
      url: `/admin/v1/stock/${CODES.lid}`,
      headers: { authorization: bearer(access_token), "x-request-id": "stock-req-1" },
      payload: { available: 12, lowStockThreshold: 3 },
      remoteAddress: "10.9.8.7",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      productCode: CODES.lid,
      available: 12,
      lowStockThreshold: 3,
      notificationsSent: 0,
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "stock.set"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      staffId: member.id,
      staffEmail: "omar.warehouse@staff.test",
      role: "fulfilment",
      action: "stock.set",
      targetType: "product",
      targetId: CODES.lid,
      details: { available: 12, lowStockThreshold: 3 },
      requestId: "stock-req-1",
      ip: "10.9.8.7",
    });
  });

  it("an unknown product answers 400 and writes no audit row", async () => {
    const response = await setStock(await staffAuthHeader(t, "fulfilment"), 3, "9999-99");
    expect(response.statusCode).toBe(400);
    expect(errorType(response)).toBe("UnknownIdentifierError");
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, "9999-99"));
    expect(rows).toEqual([]);
  });
});
