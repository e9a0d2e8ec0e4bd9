import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OccErrorList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { TEST_NOW } from "../../test/fixtures.js";
import { latestMessage, linkIn } from "../account/account-test-support.js";
import { auditLog, sandboxOutbox, staffMembers } from "../db/tables.js";
import {
  createStaffMember,
  enrolAuthenticator,
  freshStaffIp,
  STAFF_PASSWORD,
  staffAuthHeader,
  staffSignIn,
} from "./staff-test-support.js";
import { AuditLogPage, StaffMemberDetails, StaffMemberList } from "@dukkan/staff-api";

const NEW_PASSWORD = "Chosen#Pass-42";
let t: TestApp;
let now = TEST_NOW;
let owner: { authorization: string };
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const member = await createStaffMember(t, "owner", { name: "Fatima Owner" });
  ownerId = member.id;
  const { access_token } = await staffSignIn(t, member.email);
  await enrolAuthenticator(t, access_token);
  owner = { authorization: `Bearer ${access_token}` };
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/admin/v1${url}`, headers, ...(payload ? { payload } : {}) });
const errorOf = (response: { json(): unknown }) => OccErrorList.parse(response.json()).errors[0]!;
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/admin/v1/auth/token",
    payload: { email, password },
    remoteAddress: freshStaffIp(),
  });
const setPassword = (token: string, password: string) => call("POST", "/auth/set-password", {}, { token, password });
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("inviting a staff member", () => {
  it("creates them inactive, e-mails a single-use link, and the link activates them", async () => {
    const invited = await call("POST", "/staff", owner, {
      email: "Sara.Fulfilment@Staff.test",
      name: "Sara",
      role: "fulfilment",
    });
    expect(invited.statusCode).toBe(201);
    const member = StaffMemberDetails.parse(invited.json());
    expect(member).toMatchObject({
      email: "sara.fulfilment@staff.test",
      name: "Sara",
      role: "fulfilment",
      active: false,
      passwordSet: false,
    });
    const mail = await latestMessage(t, "sara.fulfilment@staff.test");
    expect(mail.subject).toBe("You are invited to the Dukkan back office");
    expect(mail.body).toContain("Fatima Owner has invited you to the Dukkan back office as fulfilment");
    const link = linkIn(mail.body);
    expect(link).toMatch(/^http:\/\/localhost:3001\/set-password\?token=[A-Za-z0-9_-]{43}$/);

    // Not yet able to sign in: there is no password.
    expect((await signIn("sara.fulfilment@staff.test", NEW_PASSWORD)).statusCode).toBe(401);
    expect((await setPassword(tokenOf(link), NEW_PASSWORD)).statusCode).toBe(204);
    const signedIn = await signIn("sara.fulfilment@staff.test", NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff).toEqual({
      id: member.id,
      email: "sara.fulfilment@staff.test",
      name: "Sara",
      role: "fulfilment",
      secondFactor: "NONE",
    });
    const reused = await setPassword(tokenOf(link), "Another#Pass-43");
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).type).toBe("InvalidTokenError");
    expect((await signIn("sara.fulfilment@staff.test", NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(audit.map((row) => [row.action, row.staffId])).toEqual(
      expect.arrayContaining([
        ["staff.invite", ownerId],
        ["auth.set-password", member.id],
      ]),
    );
  });

  it("writes the invitation in Arabic when asked", async () => {
    const invited = await call("POST", "/staff", owner, {
      email: "huda@staff.test",
      name: "هدى",
      role: "support",
      language: "ar",
    });
    expect(invited.statusCode).toBe(201);
    const mail = await latestMessage(t, "huda@staff.test");
    expect(mail.subject).toBe("دعوة إلى لوحة إدارة دكان");
    expect(mail.body).toContain("بدور خدمة العملاء");
  });

  it("refuses an e-mail that is already a member's and sends nothing", async () => {
    const existing = await createStaffMember(t, "support");
    const response = await call("POST", "/staff", owner, {
      email: existing.email.toUpperCase(),
      name: "Copy",
      role: "owner",
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ type: "ValidationError", reason: "duplicate", subject: "email" });
    const mails = await t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, existing.email));
    expect(mails).toEqual([]);
    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, existing.email));
    expect(row!.role).toBe("support");
  });

  it("refuses a bad role or e-mail with 400", async () => {
    const badRole = await call("POST", "/staff", owner, { email: "x@staff.test", name: "X", role: "admin" });
    expect(badRole.statusCode).toBe(400);
    const badEmail = await call("POST", "/staff", owner, { email: "not-an-email", name: "X", role: "support" });
    expect(badEmail.statusCode).toBe(400);
  });

  it("a link expires after 72 hours", async () => {
    try {
      await call("POST", "/staff", owner, { email: "late@staff.test", name: "Late", role: "support" });
      const link = linkIn((await latestMessage(t, "late@staff.test")).body);
      now = new Date(TEST_NOW.getTime() + 72 * 3_600_000);
      const response = await setPassword(tokenOf(link), NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).type).toBe("InvalidTokenError");
    } finally {
      now = TEST_NOW;
    }
  });

  it("a weak or demo password is refused and the link still works afterwards", async () => {
    await call("POST", "/staff", owner, { email: "weak@staff.test", name: "Weak", role: "support" });
    const token = tokenOf(linkIn((await latestMessage(t, "weak@staff.test")).body));
    expect((await setPassword(token, "short")).statusCode).toBe(400);
    const demo = await setPassword(token, "Dukkan-Staff-2026!");
    expect(demo.statusCode).toBe(400);
    expect(errorOf(demo).subject).toBe("password");
    expect((await setPassword(token, NEW_PASSWORD)).statusCode).toBe(204);
  });
});

describe("a new password link", () => {
  it("replaces the password, ends every session and stops the older link", async () => {
    const member = await createStaffMember(t, "merchandiser");
    const { access_token } = await staffSignIn(t, member.email);
    expect((await call("POST", `/staff/${member.id}/password-link`, owner, {})).statusCode).toBe(204);
    const first = tokenOf(linkIn((await latestMessage(t, member.email)).body));
    expect((await call("POST", `/staff/${member.id}/password-link`, owner, {})).statusCode).toBe(204);
    const mail = await latestMessage(t, member.email);
    expect(mail.subject).toBe("Set a new password for the Dukkan back office");
    const second = tokenOf(linkIn(mail.body));
    // The password still works until a link is used.
    expect((await signIn(member.email, STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await setPassword(first, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await setPassword(second, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await call("GET", "/me", { authorization: `Bearer ${access_token}` })).statusCode).toBe(401);
    expect((await signIn(member.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown member", async () => {
    const response = await call("POST", `/staff/00000000-0000-4000-8000-000000000000/password-link`, owner, {});
    expect(response.statusCode).toBe(404);
  });
});

describe("deactivating a staff member", () => {
  it("ends their sessions at once and refuses their sign-in", async () => {
    const member = await createStaffMember(t, "fulfilment");
    const { access_token } = await staffSignIn(t, member.email);
    const response = await call("POST", `/staff/${member.id}/deactivate`, owner);
    expect(response.statusCode).toBe(200);
    expect(StaffMemberDetails.parse(response.json()).active).toBe(false);
    expect((await call("GET", "/me", { authorization: `Bearer ${access_token}` })).statusCode).toBe(401);
    const refused = await signIn(member.email, STAFF_PASSWORD);
    expect(errorOf(refused).type).toBe("AccountDisabledError");
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.deactivate"), eq(auditLog.targetId, member.id)));
    expect(row).toMatchObject({ staffId: ownerId, role: "owner", targetType: "staff" });
  });

  it("the owner cannot deactivate themselves; an unknown id is 404", async () => {
    const self = await call("POST", `/staff/${ownerId}/deactivate`, owner);
    expect(self.statusCode).toBe(400);
    const unknown = await call("POST", `/staff/00000000-0000-4000-8000-000000000000/deactivate`, owner);
    expect(unknown.statusCode).toBe(404);
    expect((await call("GET", "/me", owner)).statusCode).toBe(200);
  });
});

describe("staff management is the owner's", () => {
  it.each(["fulfilment", "support", "merchandiser"] as const)("%s is refused with 403", async (role) => {
    const headers = await staffAuthHeader(t, role);
    expect((await call("GET", "/staff", headers)).statusCode).toBe(403);
    expect((await call("GET", "/audit-log", headers)).statusCode).toBe(403);
    const invite = await call("POST", "/staff", headers, { email: `by-${role}@staff.test`, name: "N", role: "owner" });
    expect(invite.statusCode).toBe(403);
    const [created] = await t.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, `by-${role}@staff.test`));
    expect(created).toBeUndefined();
  });

  it("lists every member with their state", async () => {
    const response = await call("GET", "/staff", owner);
    expect(response.statusCode).toBe(200);
    const { members } = StaffMemberList.parse(response.json());
    expect(members.find((member) => member.id === ownerId)).toMatchObject({
      role: "owner",
      active: true,
      passwordSet: true,
    });
    expect(members.find((member) => member.email === "huda@staff.test")).toMatchObject({
      active: false,
      passwordSet: false,
    });
  });
});

describe("GET /admin/v1/audit-log", () => {
  const page = async (query: Record<string, string>) => {
    const response = await call("GET", `/audit-log?${new URLSearchParams(query)}`, owner);
    expect(response.statusCode).toBe(200);
    return AuditLogPage.parse(response.json());
  };

  it("filters by member, action, target and time, pages, and shows the newest first", async () => {
    const actor = await createStaffMember(t, "owner", { email: "auditor@staff.test" });
    const { access_token } = await staffSignIn(t, actor.email);
    await enrolAuthenticator(t, access_token);
    const headers = { authorization: `Bearer ${access_token}` };
    const targets: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      now = new Date(TEST_NOW.getTime() + (index + 1) * 60_000);
      const email = `audited-${index}@staff.test`;
      const invited = await call("POST", "/staff", headers, { email, name: `A${index}`, role: "support" });
      targets.push(invited.json().id);
    }
    now = TEST_NOW;

    const byActor = await page({ staffId: actor.id, action: "staff.invite" });
    expect(byActor.entries.map((entry) => entry.target.id)).toEqual([...targets].reverse());
    expect(byActor.entries[0]).toMatchObject({
      at: new Date(TEST_NOW.getTime() + 3 * 60_000).toISOString(),
      staff: { id: actor.id, email: "auditor@staff.test", role: "owner" },
      action: "staff.invite",
      target: { type: "staff", id: targets[2] },
      details: { email: "audited-2@staff.test", role: "support" },
    });
    expect(byActor.pagination).toEqual({ currentPage: 0, pageSize: 50, totalResults: 3, totalPages: 1 });

    const secondPage = await page({ staffId: actor.id, action: "staff.invite", pageSize: "2", currentPage: "1" });
    expect(secondPage.entries.map((entry) => entry.target.id)).toEqual([targets[0]]);
    expect(secondPage.pagination).toMatchObject({ totalResults: 3, totalPages: 2 });

    const byTarget = await page({ targetType: "staff", targetId: targets[1]! });
    expect(byTarget.entries.map((entry) => entry.action)).toEqual(["staff.invite"]);

    const window = await page({
      staffId: actor.id,
      from: new Date(TEST_NOW.getTime() + 2 * 60_000).toISOString(),
      to: new Date(TEST_NOW.getTime() + 3 * 60_000).toISOString(),
    });
    expect(window.entries.map((entry) => entry.target.id)).toEqual([targets[1]]);
  });

  it("refuses a malformed filter with 400", async () => {
    expect((await call("GET", "/audit-log?from=yesterday", owner)).statusCode).toBe(400);
    expect((await call("GET", "/audit-log?staffId=42", owner)).statusCode).toBe(400);
    expect((await call("GET", "/audit-log?pageSize=0", owner)).statusCode).toBe(400);
  });
});
