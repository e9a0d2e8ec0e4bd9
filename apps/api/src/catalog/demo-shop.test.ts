/**
 * Every product, page and component of the seeded demo shop answers with valid OCC JSON in both languages:
 * real data reaches paths the small fixtures do not (variants without pictures, kits, future stock …).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ComponentList, Page, Product, RegionList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { cmsComponents, cmsPages, products } from "../db/tables.js";
import { seedDemoShop } from "@dukkan/demo-shop";

const BASE = "/occ/v2/dukkan";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoShop(db)), now: () => new Date() });
});
afterAll(() => t.close());

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

describe("the demo shop through the API", () => {
  it.each(["en", "ar"])("serves every product with FULL fields in %s", async (lang) => {
    const codes = (await t.db.select({ code: products.code }).from(products)).map((row) => row.code);
    expect(codes.length).toBeGreaterThan(100);
    let served = 0;
    for (const batch of chunks(codes, 100)) {
      const query = new URLSearchParams({ codes: batch.join(","), fields: "FULL", lang });
      const response = await t.app.inject(`${BASE}/products?${query}`);
      expect(response.statusCode).toBe(200);
      const list = response.json().products as unknown[];
      expect(list).toHaveLength(batch.length);
      for (const product of list) Product.parse(product);
      served += list.length;
    }
    expect(served).toBe(codes.length);
  });

  it("serves every published page and component, and no draft", async () => {
    const pages = await t.db.select({ uid: cmsPages.uid, published: cmsPages.published }).from(cmsPages);
    // The demo shop seeds one draft (decision 0070): shoppers get a 404 until it is published.
    expect(pages.filter((page) => !page.published).map((page) => page.uid)).toEqual(["ramadanOffers"]);
    for (const { uid, published } of pages) {
      for (const lang of ["en", "ar"]) {
        const response = await t.app.inject(`${BASE}/cms/pages/${encodeURIComponent(uid)}?lang=${lang}`);
        expect(response.statusCode, uid).toBe(published ? 200 : 404);
        if (published) Page.parse(response.json());
      }
    }
    const uids = (await t.db.select({ uid: cmsComponents.uid }).from(cmsComponents)).map((row) => row.uid);
    for (const batch of chunks(uids, 100)) {
      const response = await t.app.inject(`${BASE}/cms/components?componentIds=${batch.join(",")}&lang=ar`);
      expect(response.statusCode).toBe(200);
      expect(ComponentList.parse(response.json()).component).toHaveLength(batch.length);
    }
  });

  it("resolves the home page and the category navigation tree", async () => {
    const home = Page.parse(
      (await t.app.inject(`${BASE}/cms/pages?pageType=ContentPage&pageLabelOrId=homepage`)).json(),
    );
    expect(home.uid).toBe("homepage");
    const navigation = home.contentSlots.contentSlot
      .flatMap((slot) => slot.components.component)
      .find((component) => component.typeCode === "CategoryNavigationComponent");
    const tree = navigation?.navigationNode as { children: unknown[] } | undefined;
    expect(tree?.children.length).toBeGreaterThan(0);
  });

  it("lists the UAE's regions with areas", async () => {
    const { regions } = RegionList.parse((await t.app.inject(`${BASE}/countries/AE/regions`)).json());
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.every((region) => region.areas.length > 0 && region.isocode.startsWith("AE-"))).toBe(true);
  });
});
