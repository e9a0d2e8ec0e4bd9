import type { Component, Page } from "@dukkan/occ";
import { beforeEach, describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { prepareCmsPage, robotsContent } from "./prepare.server";

/** A stand-in API answering cms/components and products, recording every call. */
const components: Record<string, Component> = {
  BannerA: { uid: "BannerA", typeCode: "SimpleResponsiveBannerComponent", headline: "A", urlLink: "/category/cups" },
  BannerB: { uid: "BannerB", typeCode: "SimpleResponsiveBannerComponent", headline: "B" },
  GroupOne: { uid: "GroupOne", typeCode: "DukkanCategoryGroupComponent", title: "One", banners: "BannerA" },
  ListHelp: { uid: "ListHelp", typeCode: "SiteMapListComponent", listName: "Help", links: "FaqLink" },
  FaqLink: { uid: "FaqLink", typeCode: "CMSLinkComponent", linkName: "FAQs", url: "/faqs" },
};
let calls: URL[] = [];

serveStandInApi((request, response) => {
  const url = new URL(request.url ?? "/", "http://api");
  calls.push(url);
  response.setHeader("Content-Type", "application/json");
  if (url.pathname.endsWith("/cms/components")) {
    const ids = (url.searchParams.get("componentIds") ?? "").split(",");
    response.end(JSON.stringify({ component: ids.map((id) => components[id]).filter(Boolean) }));
  } else if (url.pathname.endsWith("/products")) {
    const codes = (url.searchParams.get("codes") ?? "").split(",");
    response.end(
      JSON.stringify({
        products: codes.filter((code) => code !== "99-99").map((code) => ({ code, name: `Product ${code}` })),
      }),
    );
  } else {
    response.statusCode = 404;
    response.end(JSON.stringify({ errors: [{ type: "NotFound", message: "no" }] }));
  }
});

beforeEach(() => {
  calls = [];
});

const NOW = Date.parse("2026-11-21T10:00:00Z");

function page(slots: Record<string, Component[]>): Page {
  return {
    uid: "homepage",
    typeCode: "ContentPage",
    template: "LandingPage2Template",
    name: "Homepage",
    title: "Dukkan home",
    robotTag: "INDEX_FOLLOW",
    contentSlots: {
      contentSlot: Object.entries(slots).map(([position, list]) => ({
        slotId: position,
        position,
        components: { component: list },
      })),
    },
  };
}

describe("preparing a CMS page", () => {
  it("fetches every carousel's products in one call and references level by level", async () => {
    const prepared = await prepareCmsPage(
      page({
        Section1: [{ uid: "Hero", typeCode: "RotatingImagesComponent", banners: "BannerA BannerB" }],
        Section2: [
          {
            uid: "Deals",
            typeCode: "DukkanCarouselComponent",
            carouselType: "DEALANDOFFERS",
            productCodes: "10-01 10-02",
          },
        ],
        Section3: [
          {
            uid: "Recommended",
            typeCode: "DukkanCarouselComponent",
            carouselType: "HOMEPAGERECOMMENDED",
            productCodes: "10-02 99-99",
          },
        ],
        Section4: [
          {
            uid: "Three",
            typeCode: "DukkanCarouselComponent",
            carouselType: "THREECATEGORIES",
            homepageCarouselCategories: "GroupOne",
          },
        ],
      }),
      "en",
      { now: NOW, area: "AE-DU-MARINA" },
    );
    const productCalls = calls.filter((call) => call.pathname.endsWith("/products"));
    expect(productCalls).toHaveLength(1);
    expect(productCalls[0]!.searchParams.get("codes")).toBe("10-01,10-02,99-99");
    expect(productCalls[0]!.searchParams.get("area")).toBe("AE-DU-MARINA");
    expect(Object.keys(prepared.cms.products).sort()).toEqual(["10-01", "10-02"]);
    // Banners and groups in one call; the group's banner was fetched already, so it is not asked for again.
    expect(
      calls
        .filter((call) => call.pathname.endsWith("/cms/components"))
        .map((call) => call.searchParams.get("componentIds")),
    ).toEqual(["BannerA,BannerB,GroupOne"]);
    expect(Object.keys(prepared.cms.components).sort()).toEqual(["BannerA", "BannerB", "GroupOne"]);
  });

  it("skips the products of a flash sale that has ended", async () => {
    await prepareCmsPage(
      page({
        Section4: [
          {
            uid: "FLASHSALE",
            typeCode: "DukkanCarouselComponent",
            carouselType: "FLASHSALE",
            productCodes: "10-01",
            timer: "2026-11-20T00:00:00Z",
          },
        ],
      }),
      "en",
      { now: NOW },
    );
    expect(calls.some((call) => call.pathname.endsWith("/products"))).toBe(false);
  });

  it("keeps only the page's own, renderable components, with sanitised HTML", async () => {
    const prepared = await prepareCmsPage(
      page({
        SiteLogo: [{ uid: "SiteLogoComponent", typeCode: "SimpleBannerComponent" }],
        Section2A: [
          {
            uid: "Text",
            typeCode: "CMSParagraphComponent",
            content: '<p onclick="x()">Hello<script>bad()</script></p>',
          },
          { uid: "Unknown", typeCode: "SomethingNewComponent" },
          { uid: "Group", typeCode: "SiteMapGroupComponent", groupName: "Help", lists: "ListHelp" },
        ],
      }),
      "ar",
      { now: NOW },
    );
    expect(prepared.components.map((component) => component.uid)).toEqual(["Text", "Group"]);
    expect(prepared.components[0]!.content).toBe("<p>Hello</p>");
    expect(Object.keys(prepared.cms.components).sort()).toEqual(["FaqLink", "ListHelp"]);
    expect(prepared.seo).toEqual({ title: "Dukkan home", description: undefined, robots: "index,follow" });
  });
});

describe("robots", () => {
  it("turns OCC robot tags into meta values", () => {
    expect(robotsContent("NOINDEX_NOFOLLOW")).toBe("noindex,nofollow");
    expect(robotsContent(undefined)).toBeUndefined();
  });
});
