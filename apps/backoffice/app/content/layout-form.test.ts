import { describe, expect, it } from "vitest";
import type { StaffLayoutList } from "../api/staff-api-types";
import { changedUids, componentTextsOf, layoutChangeOf, layoutWriteOf } from "./layout-form";

const part = (uid: string) => ({ uid, typeCode: uid, name: uid, texts: {}, required: false });
const tabs: StaffLayoutList = {
  key: "productTabs",
  pageId: "productDetails",
  pageName: "Product details",
  slotId: "productDetails-Tabs",
  containerUid: "ProductTabs",
  components: ["Description", "Specs", "Reviews"].map(part),
  available: [part("OrderHistory")],
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a layout form's change", () => {
  it("moves a component up or down, takes one out and puts back one this place can show, at the end", () => {
    const move = (uid: string, to: number) => changedUids(tabs, { intent: "move", slotId: "s", uid, to });
    expect(move("Specs", 0)).toEqual(["Specs", "Description", "Reviews"]);
    expect(move("Specs", 2)).toEqual(["Description", "Reviews", "Specs"]);
    expect(move("Description", 0)).toBeUndefined();
    expect(changedUids(tabs, { intent: "remove", slotId: "s", uid: "Specs" })).toEqual(["Description", "Reviews"]);
    expect(changedUids(tabs, { intent: "add", slotId: "s", uid: "OrderHistory" })).toEqual([
      "Description",
      "Specs",
      "Reviews",
      "OrderHistory",
    ]);
    // Gone meanwhile, or not for this place: nothing to write.
    expect(changedUids(tabs, { intent: "remove", slotId: "s", uid: "Usage" })).toBeUndefined();
    expect(changedUids(tabs, { intent: "add", slotId: "s", uid: "FooterLink" })).toBeUndefined();
  });

  it("is read from the posted fields; anything else is no change", () => {
    expect(layoutChangeOf(form({ intent: "move", slotId: "productDetails-Tabs", uid: "Specs", to: "2" }))).toEqual({
      intent: "move",
      slotId: "productDetails-Tabs",
      uid: "Specs",
      to: 2,
    });
    expect(layoutChangeOf(form({ intent: "move", slotId: "productDetails-Tabs", uid: "Specs", to: "-1" }))).toBe(
      undefined,
    );
    expect(layoutChangeOf(form({ intent: "delete", slotId: "productDetails-Tabs", uid: "Specs" }))).toBe(undefined);
  });

  it("is stored on the container's list or on the slot", () => {
    expect(layoutWriteOf(tabs, ["Reviews", "Specs"])).toEqual({
      path: "/cms/components/ProductTabs",
      method: "PATCH",
      body: { properties: { components: "Reviews Specs" } },
    });
    expect(layoutWriteOf({ ...tabs, containerUid: null }, ["Reviews"])).toEqual({
      path: "/cms/slots/productDetails-Tabs/components",
      method: "PUT",
      body: { componentUids: ["Reviews"] },
    });
  });
});

describe("a component's texts", () => {
  it("are kept per language, removed when both are empty, and an Arabic text needs its English one", () => {
    expect(
      componentTextsOf(
        form({ "properties.title.en": " Specs ", "properties.title.ar": "المواصفات", "properties.linkName.en": "" }),
        ["title", "linkName"],
      ),
    ).toEqual({ properties: { title: { en: "Specs", ar: "المواصفات" }, linkName: null }, missing: [] });
    expect(componentTextsOf(form({ "properties.title.ar": "المواصفات" }), ["title"]).missing).toEqual([
      "properties.title.en",
    ]);
  });
});
