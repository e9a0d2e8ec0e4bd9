import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { auditLog, staffMembers } from "../db/tables.js";
import { createOwner } from "./create-owner.js";
import { activeDemoStaff, DEMO_STAFF_PASSWORD, seedDemoStaff } from "./demo-staff.js";
import { freshStaffIp } from "./staff-test-support.js";

const OWNER_PASSWORD = "Real#Owner-2026";

const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/admin/v1/auth/token",
    payload: { email, password },
    remoteAddress: freshStaffIp(),
  });

describe("the demo staff (development and test)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("creates none in production", async () => {
    expect(await seedDemoStaff(t.db, { production: true })).toBe(0);
    expect(await t.db.select().from(staffMembers)).toEqual([]);
  });

  it("creates one member per role once, each signing in with the documented demo password", async () => {
    expect(await seedDemoStaff(t.db, { production: false })).toBe(4);
    expect(await seedDemoStaff(t.db, { production: false })).toBe(0);
    const roles: Record<string, string> = {
      "owner@dukkan.test": "owner",
      "fulfilment@dukkan.test": "fulfilment",
      "support@dukkan.test": "support",
      "merchandiser@dukkan.test": "merchandiser",
    };
    for (const [email, role] of Object.entries(roles)) {
      const response = await signIn(t, email, "Dukkan-Staff-2026!");
      expect(response.statusCode).toBe(200);
      expect(response.json().staff).toMatchObject({ email, role });
    }
  });

  it("names the demo members still able to sign in, which a production API refuses to start with", async () => {
    expect(await activeDemoStaff(t.db)).toEqual([
      "fulfilment@dukkan.test",
      "merchandiser@dukkan.test",
      "owner@dukkan.test",
      "support@dukkan.test",
    ]);
    await t.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.email, "support@dukkan.test"));
    expect(await activeDemoStaff(t.db)).not.toContain("support@dukkan.test");
  });
});

describe("a production API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: "production", ALLOW_SANDBOX: "1", TOKEN_SECRET: "p".repeat(32) },
    });
  });
  afterAll(() => t.close());

  it("refuses any account still using the demo password", async () => {
    await seedDemoStaff(t.db, { production: false });
    const response = await signIn(t, "owner@dukkan.test", DEMO_STAFF_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].type).toBe("DemoPasswordRefusedError");
  });

  it("signs in an owner created with createOwner, whose creation is audited", async () => {
    const owner = await createOwner(
      t.db,
      { email: "Boss@Shop.example", name: "Boss", password: OWNER_PASSWORD },
      "cli:admin",
    );
    expect(owner).toMatchObject({ email: "boss@shop.example", name: "Boss", role: "owner" });
    expect((await signIn(t, "boss@shop.example", OWNER_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "staff.create-owner"));
    expect(row).toMatchObject({ staffId: null, staffEmail: "cli:admin", targetId: owner.id });
  });

  it("createOwner refuses the demo password, a weak password and a taken e-mail", async () => {
    const create = (email: string, password: string) => createOwner(t.db, { email, name: "X", password }, "cli:x");
    await expect(create("one@shop.example", DEMO_STAFF_PASSWORD)).rejects.toThrow("demo password");
    await expect(create("two@shop.example", "weak")).rejects.toThrow("at least");
    await expect(create("boss@shop.example", OWNER_PASSWORD)).rejects.toThrow("already a staff member");
    const rows = await t.db.select().from(staffMembers).where(eq(staffMembers.role, "owner"));
    expect(rows.map((row) => row.email).sort()).toEqual(["boss@shop.example", "owner@dukkan.test"]);
  });
});
