/**
 * The owner's delivery settings (issue 19, screen 9): the emirates with their areas, fees and thresholds; one
 * area's fee and free-delivery threshold changed (the shop's own area list says so at once), audited with what they
 * were; amounts out of range and unknown areas refused, changing nothing. Which roles reach the routes is the role
 * matrix's test.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertRegionFixtures } from "../../test/fixtures.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { auditLog } from "../staff/staff.tables.js";

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertRegionFixtures });
  owner = await staffAuthHeader(t, "owner");
});
afterAll(() => t.close());

const put = (isocode: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/admin/v1/delivery-areas/${isocode}`, headers: owner, payload });

const marinaAsShoppersSeeIt = async () => {
  const response = await t.app.inject("/occ/v2/dukkan/countries/AE/regions");
  const dubai = (response.json() as { regions: { isocode: string; areas: { isocode: string }[] }[] }).regions.find(
    (region) => region.isocode === "AE-DU",
  );
  return dubai?.areas.find((area) => area.isocode === "AE-DU-MARINA");
};

describe("delivery settings", () => {
  it("lists the emirates with their areas' fees and free-delivery thresholds in fils, names in both languages", async () => {
    const response = await t.app.inject({ url: "/admin/v1/delivery-areas", headers: owner });
    expect(response.statusCode, response.body).toBe(200);
    const dubai = response.json().regions.find((region: { isocode: string }) => region.isocode === "AE-DU");
    expect(dubai).toMatchObject({
      name: { en: "Dubai" },
      areas: [
        { isocode: "AE-DU-DEIRA", name: { en: "Deira" }, shippingFeeFils: 1_000, orderThresholdFils: null },
        { isocode: "AE-DU-MARINA", name: { en: "Dubai Marina" }, shippingFeeFils: 1_500, orderThresholdFils: 20_000 },
      ],
    });
    expect(typeof dubai.name.ar).toBe("string");
  });

  it("changes an area's fee and threshold, which shoppers see at once, and audits what they were", async () => {
    const changed = await put("AE-DU-MARINA", { shippingFeeFils: 1_250, orderThresholdFils: 25_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      isocode: "AE-DU-MARINA",
      shippingFeeFils: 1_250,
      orderThresholdFils: 25_000,
    });
    expect(await marinaAsShoppersSeeIt()).toMatchObject({ shippingFee: 12.5, orderThreshold: 250 });

    // Never free any more; then free delivery everywhere in the area (a fee of 0).
    expect((await put("AE-DU-MARINA", { shippingFeeFils: 1_250, orderThresholdFils: null })).statusCode).toBe(200);
    expect(await marinaAsShoppersSeeIt()).toMatchObject({ shippingFee: 12.5, orderThreshold: null });
    expect((await put("AE-DU-MARINA", { shippingFeeFils: 0, orderThresholdFils: null })).statusCode).toBe(200);
    expect(await marinaAsShoppersSeeIt()).toMatchObject({ shippingFee: 0, orderThreshold: null });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delivery.area.update"), eq(auditLog.targetId, "AE-DU-MARINA")));
    expect(audit).toHaveLength(3);
    expect(audit.map((row) => row.details)).toContainEqual({
      before: { shippingFeeFils: 1_500, orderThresholdFils: 20_000 },
      after: { shippingFeeFils: 1_250, orderThresholdFils: 25_000 },
    });
  });

  it("refuses amounts out of range and unknown areas, changing nothing", async () => {
    const before = await t.app.inject({ url: "/admin/v1/delivery-areas", headers: owner });
    for (const body of [
      { shippingFeeFils: -1, orderThresholdFils: null },
      { shippingFeeFils: 100_001, orderThresholdFils: null },
      { shippingFeeFils: 12.5, orderThresholdFils: null },
      { shippingFeeFils: 1_000, orderThresholdFils: 0 },
      { shippingFeeFils: 1_000 },
    ]) {
      const refused = await put("AE-DU-DEIRA", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await put("AE-DU-NOWHERE", { shippingFeeFils: 1_000, orderThresholdFils: null });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subject: "AE-DU-NOWHERE" });
    const after = await t.app.inject({ url: "/admin/v1/delivery-areas", headers: owner });
    expect(after.json()).toEqual(before.json());
  });
});
