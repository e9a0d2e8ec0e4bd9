import type { Component } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { DEFAULT_HEADER_ICONS, headerIconUids, headerIcons } from "./header-icons";

const container = (uids: string): Component => ({
  uid: "HeaderIcons",
  typeCode: "HeaderIconsComponent",
  components: uids,
});
const link = (uid: string, linkName: string, url: string, styleClasses?: string): Component => ({
  uid,
  typeCode: "CMSLinkComponent",
  linkName,
  url,
  ...(styleClasses ? { styleClasses } : {}),
});

const ICONS: Component[] = [
  link("LoginIconLink", "تسجيل الدخول", "/login", "login-icon"),
  link("MiniCartIconLink", "السلة", "/cart", "mini-cart-icon"),
  link("ComparisonIconLink", "المقارنة", "/comparison"),
  { uid: "LanguageComponent", typeCode: "LanguageComponent", linkName: "English", styleClasses: "language-icon" },
  link("StoreFinderLink", "متاجرنا", "/store-finder"),
];

describe("header icons from the CMS (spec §2.4)", () => {
  it("are the container's uids in its order, each with its label and style classes", () => {
    const icons = headerIcons(
      container("MiniCartIconLink LanguageComponent LoginIconLink ComparisonIconLink"),
      ICONS,
      "ar",
    );
    expect(icons).toEqual([
      { kind: "miniCart", uid: "MiniCartIconLink", label: "السلة", styleClasses: "mini-cart-icon" },
      { kind: "language", uid: "LanguageComponent", label: "English", styleClasses: "language-icon" },
      { kind: "login", uid: "LoginIconLink", label: "تسجيل الدخول", styleClasses: "login-icon" },
      { kind: "comparison", uid: "ComparisonIconLink", label: "المقارنة" },
    ]);
  });

  it("draw another link component as a labelled link in the page's language", () => {
    expect(headerIcons(container("StoreFinderLink"), ICONS, "ar")).toEqual([
      {
        kind: "link",
        uid: "StoreFinderLink",
        label: "متاجرنا",
        link: { kind: "internal", to: { pathname: "/ar/store-finder", search: "", hash: "" } },
      },
    ]);
  });

  it("leave out what cannot be drawn: unknown uids, repeats, links without a label or a live destination", () => {
    const components = [
      ...ICONS,
      link("NoLabel", "", "/cart"),
      link("Nowhere", "Somewhere", "/no-such-page/deeper"),
      { uid: "Banner", typeCode: "SimpleBannerComponent", linkName: "Banner" },
    ];
    expect(
      headerIcons(container("Missing MiniCartIconLink MiniCartIconLink NoLabel Nowhere Banner"), components, "en").map(
        (icon) => icon.uid,
      ),
    ).toEqual(["MiniCartIconLink"]);
  });

  it("fall back to the shop's own icons when the CMS has no header icons component", () => {
    expect(headerIcons(undefined, [], "en")).toEqual(DEFAULT_HEADER_ICONS);
    expect(headerIcons({ uid: "Other", typeCode: "CMSLinkComponent" }, ICONS, "en")).toEqual(DEFAULT_HEADER_ICONS);
    expect(DEFAULT_HEADER_ICONS.map((icon) => icon.kind)).toEqual([
      "comparison",
      "wishlist",
      "login",
      "miniCart",
      "language",
    ]);
  });

  it("are fetched by the uids the container lists", () => {
    expect(headerIconUids(container(" LoginIconLink  MiniCartIconLink "))).toEqual([
      "LoginIconLink",
      "MiniCartIconLink",
    ]);
    expect(headerIconUids(undefined)).toEqual([]);
  });
});
