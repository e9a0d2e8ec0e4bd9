/**
 * The store finder as the storefront calls it (geo ordering, radius, text and area queries, paging, one store, open
 * now) and the staff routes that keep the stores (create, edit, audit rows, role refusal).
 * The test clock (TEST_NOW) is Sunday 15 June 2025, 12:00 in Dubai.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Store, StoreFinderSearchPage } from "@dukkan/occ/stores";
import { StaffStore, StaffStoreList, type StaffStoreCreate } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertRegionFixtures } from "../../test/fixtures.js";
import type { Database } from "../db/client.js";
import { auditLog, openingHours, pointsOfService } from "../db/tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

const DEIRA = { latitude: 25.2686, longitude: 55.3197 };
const MARINA = { latitude: 25.0805, longitude: 55.1403 };

async function insertStores(db: Database): Promise<void> {
  await insertRegionFixtures(db);
  const store = (
    name: string,
    regionIsocode: string,
    en: string,
    ar: string,
    at: { latitude: number; longitude: number },
    position: number,
  ) => ({
    name,
    displayName: { en, ar },
    regionIsocode,
    line1: { en: `${en} street`, ar: `شارع ${ar}` },
    town: { en: "Town", ar: "مدينة" },
    phone: "+971 4 555 0100",
    position,
    ...at,
  });
  await db.insert(pointsOfService).values([
    store("dukkan-deira", "AE-DU", "Dukkan Deira", "دكان ديرة", DEIRA, 0),
    {
      ...store("dukkan-marina", "AE-DU", "Dukkan Marina Walk", "دكان ممشى المارينا", MARINA, 1),
      line2: { en: "Marina Walk" },
    },
    store(
      "dukkan-sharjah",
      "AE-SH",
      "Dukkan Sharjah Industrial",
      "دكان الشارقة الصناعية",
      { latitude: 25.3079, longitude: 55.4262 },
      2,
    ),
    store("dukkan-mussafah", "AE-AZ", "Dukkan Mussafah", "دكان مصفح", { latitude: 24.3489, longitude: 54.5021 }, 3),
  ]);
  const week = [1, 2, 3, 4, 5, 6, 7];
  await db.insert(openingHours).values([
    ...["dukkan-deira", "dukkan-sharjah", "dukkan-mussafah"].flatMap((posName) =>
      week.map((weekday) => ({ posName, weekday, opens: "08:00", closes: "22:00" })),
    ),
    // Marina is closed on Sundays.
    ...week.map((weekday) =>
      weekday === 7
        ? { posName: "dukkan-marina", weekday, closed: true }
        : { posName: "dukkan-marina", weekday, opens: "09:00", closes: "21:30" },
    ),
  ]);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: insertStores });
});
afterAll(() => t.close());

const search = async (query: Record<string, string | number>) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.app.inject(`/occ/v2/dukkan/stores?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return StoreFinderSearchPage.parse(response.json());
};
const names = (page: StoreFinderSearchPage) => page.stores.map((store) => store.name);

describe("GET stores", () => {
  it("lists every store in the shop's order without a position, with no distances", async () => {
    const page = await search({});
    expect(names(page)).toEqual(["dukkan-deira", "dukkan-marina", "dukkan-sharjah", "dukkan-mussafah"]);
    expect(page.stores.every((store) => store.distanceKm === undefined)).toBe(true);
    expect(page.pagination).toEqual({ currentPage: 0, pageSize: 20, totalPages: 1, totalResults: 4 });
  });

  it("orders by distance from the caller's position, nearest first, within the default 100 km", async () => {
    const page = await search({ latitude: 25.08, longitude: 55.14 });
    // Marina 0.1 km, Deira about 28 km, Sharjah about 38 km; Mussafah (about 104 km) is outside 100 km.
    expect(names(page)).toEqual(["dukkan-marina", "dukkan-deira", "dukkan-sharjah"]);
    expect(page.stores[0]!.distanceKm).toBe(0.1);
    expect(page.stores[1]!.distanceKm).toBeGreaterThan(27);
    expect(page.stores[1]!.distanceKm).toBeLessThan(29);
    expect(page.stores[1]!.formattedDistance).toMatch(/^27\.\d km$/);
    expect(page.sourceLatitude).toBe(25.08);
  });

  it("keeps only the stores within the radius (metres)", async () => {
    expect(names(await search({ ...DEIRA, radius: 12_000 }))).toEqual(["dukkan-deira", "dukkan-sharjah"]);
    expect(names(await search({ ...DEIRA, radius: 5_000 }))).toEqual(["dukkan-deira"]);
    expect(names(await search({ ...DEIRA, radius: 500_000 }))).toEqual([
      "dukkan-deira",
      "dukkan-sharjah",
      "dukkan-marina",
      "dukkan-mussafah",
    ]);
  });

  it("finds stores by name, emirate (English or Arabic) or delivery area, the area's nearest first", async () => {
    expect(names(await search({ query: "sharjah" }))).toEqual(["dukkan-sharjah"]);
    expect(names(await search({ query: "الشارقة" }))).toEqual(["dukkan-sharjah"]);
    expect(names(await search({ query: "Abu Dhabi" }))).toEqual(["dukkan-mussafah"]);
    expect(names(await search({ query: "dubai" }))).toEqual(["dukkan-deira", "dukkan-marina"]);
    // 'Dubai Marina' is a delivery area of Dubai: Dubai's stores, the one in the Marina first, without distances.
    const marina = await search({ query: "Dubai Marina" });
    expect(names(marina)).toEqual(["dukkan-marina", "dukkan-deira"]);
    expect(marina.stores[0]!.distanceKm).toBeUndefined();
    expect(names(await search({ query: "Ras Al Khaimah" }))).toEqual([]);
  });

  it("pages", async () => {
    const page = await search({ pageSize: 3, currentPage: 1 });
    expect(names(page)).toEqual(["dukkan-mussafah"]);
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 3, totalPages: 2, totalResults: 4 });
  });

  it("says whether each store is open at the moment of the request", async () => {
    const [deira, marina] = (await search({})).stores;
    expect(deira!.openingStatus).toEqual({ open: true, closesAt: "22:00" });
    expect(marina!.openingStatus).toEqual({
      open: false,
      opensAt: { weekDay: "Monday", time: "09:00", today: false },
    });
  });

  it("refuses a latitude without a longitude and a position out of range with 400", async () => {
    for (const query of ["latitude=25.1", "latitude=91&longitude=55", "radius=-5"]) {
      const response = await t.app.inject(`/occ/v2/dukkan/stores?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].type).toBe("ValidationError");
    }
  });
});

describe("GET stores/{storeId}", () => {
  it("answers one store in the request language with its hours", async () => {
    const response = await t.app.inject("/occ/v2/dukkan/stores/dukkan-marina?lang=ar");
    expect(response.statusCode).toBe(200);
    const store = Store.parse(response.json());
    expect(store.displayName).toBe("دكان ممشى المارينا");
    expect(store.address.region?.name).toBe("دبي");
    expect(store.geoPoint).toEqual(MARINA);
    expect(store.openingHours!.weekDayOpeningList).toHaveLength(7);
    expect(store.openingStatus).toEqual({ open: false, opensAt: { weekDay: "الاثنين", time: "09:00", today: false } });
  });

  it("answers 404 for an unknown store", async () => {
    const response = await t.app.inject("/occ/v2/dukkan/stores/dukkan-nowhere");
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].type).toBe("UnknownIdentifierError");
  });
});

describe("staff stores", () => {
  let merchandiser: Record<string, string>;
  let support: Record<string, string>;
  beforeAll(async () => {
    [merchandiser, support] = await Promise.all([staffAuthHeader(t, "merchandiser"), staffAuthHeader(t, "support")]);
  });

  const week = (opens: string, closes: string) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 5 ? { weekday, closed: true, opens: null, closes: null } : { weekday, closed: false, opens, closes },
    );
  const jebelAli: StaffStoreCreate = {
    name: "dukkan-jebel-ali",
    displayName: { en: "Dukkan Jebel Ali", ar: "دكان جبل علي" },
    regionIsocode: "AE-DU",
    line1: { en: "Warehouse 7, Jebel Ali Free Zone", ar: "مستودع 7، المنطقة الحرة بجبل علي" },
    town: { en: "Dubai", ar: "دبي" },
    phone: "+971 4 555 0199",
    latitude: 25.0116,
    longitude: 55.0612,
    position: 4,
    openingHours: week("07:00", "19:00"),
  };
  const auditRows = (action: string, name: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, name)));

  it("creates a store that the store finder then lists, with an audit row", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/admin/v1/stores",
      headers: merchandiser,
      payload: jebelAli,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(StaffStore.parse(created.json()).openingHours[4]).toEqual({
      weekday: 5,
      closed: true,
      opens: null,
      closes: null,
    });
    expect(await auditRows("store.create", "dukkan-jebel-ali")).toHaveLength(1);

    const near = await search({ latitude: 25.01, longitude: 55.06, radius: 10_000 });
    expect(names(near)).toEqual(["dukkan-jebel-ali"]);
    // Sunday 12:00 in Dubai: open until 19:00.
    expect(near.stores[0]!.openingStatus).toEqual({ open: true, closesAt: "19:00" });

    const again = await t.app.inject({
      method: "POST",
      url: "/admin/v1/stores",
      headers: merchandiser,
      payload: jebelAli,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].type).toBe("DuplicateStoreError");
  });

  it("edits a store's texts and hours, seen by shoppers, with an audit row", async () => {
    const list = StaffStoreList.parse((await t.app.inject({ url: "/admin/v1/stores", headers: merchandiser })).json());
    const deira = list.stores.find((store) => store.name === "dukkan-deira")!;
    expect(list.regions.map((region) => region.isocode)).toContain("AE-SH");
    const { name: _name, ...edit } = {
      ...deira,
      line2: deira.line2 ?? undefined,
      phone: deira.phone ?? undefined,
      email: undefined,
    };
    const response = await t.app.inject({
      method: "PUT",
      url: "/admin/v1/stores/dukkan-deira",
      headers: merchandiser,
      payload: {
        ...edit,
        displayName: { en: "Dukkan Deira City Centre", ar: "دكان ديرة سيتي سنتر" },
        openingHours: week("10:00", "11:00"),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditRows("store.update", "dukkan-deira")).toHaveLength(1);

    const shopper = Store.parse((await t.app.inject("/occ/v2/dukkan/stores/dukkan-deira")).json());
    expect(shopper.displayName).toBe("Dukkan Deira City Centre");
    // Sunday 12:00: closed since 11:00, opens Monday 10:00.
    expect(shopper.openingStatus).toEqual({ open: false, opensAt: { weekDay: "Monday", time: "10:00", today: false } });
  });

  it("refuses an unknown emirate, an open day without times and a store outside the UAE with 400, an unknown store with 404", async () => {
    const post = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/admin/v1/stores",
        headers: merchandiser,
        payload: { ...jebelAli, name: "dukkan-new", ...payload },
      });
    expect((await post({ regionIsocode: "AE-XX" })).statusCode).toBe(400);
    expect(
      (await post({ openingHours: week("07:00", "19:00").map((day) => ({ ...day, opens: null })) })).statusCode,
    ).toBe(400);
    expect((await post({ latitude: 48.85, longitude: 2.35 })).statusCode).toBe(400);
    const { name: _name, ...edit } = jebelAli;
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/admin/v1/stores/dukkan-nowhere",
      headers: merchandiser,
      payload: edit,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.select().from(pointsOfService).where(eq(pointsOfService.name, "dukkan-new"))).toEqual([]);
  });

  it("refuses support staff (403) and callers without a token (401), changing nothing", async () => {
    const { name: _name, ...edit } = jebelAli;
    const refused = await t.app.inject({
      method: "PUT",
      url: "/admin/v1/stores/dukkan-jebel-ali",
      headers: support,
      payload: { ...edit, phone: "+971 4 000 0000" },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/admin/v1/stores", headers: support })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/admin/v1/stores" })).statusCode).toBe(401);
    const [row] = await t.db.select().from(pointsOfService).where(eq(pointsOfService.name, "dukkan-jebel-ali"));
    expect(row!.phone).toBe("+971 4 555 0199");
  });
});
