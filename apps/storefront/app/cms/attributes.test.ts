import type { Component } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { listAttribute, mediaAttribute, nestedUrlAttribute, textAttribute } from "./attributes";

const component: Component = {
  uid: "c",
  typeCode: "DukkanCarouselComponent",
  productCodes: "10039-02  10002-04 ",
  title: "  ",
  media: { url: "/medias/abc", altText: "Logo" },
  listLinkComponent: { url: "/faqs" },
};

describe("component attributes", () => {
  it("splits space-separated uid and code lists", () => {
    expect(listAttribute(component, "productCodes")).toEqual(["10039-02", "10002-04"]);
    expect(listAttribute(component, "banners")).toEqual([]);
  });

  it("treats blank text as missing", () => {
    expect(textAttribute(component, "title")).toBeUndefined();
    expect(textAttribute(component, "typeCode")).toBe("DukkanCarouselComponent");
  });

  it("reads media and nested links", () => {
    expect(mediaAttribute(component, "media")).toEqual({ url: "/medias/abc", altText: "Logo" });
    expect(mediaAttribute(component, "title")).toBeUndefined();
    expect(nestedUrlAttribute(component, "listLinkComponent")).toBe("/faqs");
  });
});
