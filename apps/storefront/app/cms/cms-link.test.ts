import { describe, expect, it } from "vitest";
import { isLiveStorefrontPath, resolveCmsLink, splitLink } from "./cms-link";

describe("splitting links", () => {
  it("splits a link into path and query", () => {
    expect(splitLink("/deals-Offers-flash-Sale?type=flashsale&pageSize=50")).toEqual({
      pathname: "/deals-Offers-flash-Sale",
      search: "?type=flashsale&pageSize=50",
      hash: "",
    });
    expect(splitLink("/faqs#delivery")).toEqual({ pathname: "/faqs", search: "", hash: "#delivery" });
  });
});

describe("resolving CMS links", () => {
  it("prefixes the shopper's language and keeps the query", () => {
    expect(resolveCmsLink("/aboutus?ref=banner", "ar")).toEqual({
      kind: "internal",
      to: { pathname: "/ar/aboutus", search: "?ref=banner", hash: "" },
    });
    expect(resolveCmsLink("/", "en")).toEqual({ kind: "internal", to: { pathname: "/en/", search: "", hash: "" } });
  });

  it("does not double a language prefix the editor already wrote", () => {
    expect(resolveCmsLink("/en/shipping", "ar")).toMatchObject({ to: { pathname: "/ar/shipping" } });
  });

  it("links products by their spec URL", () => {
    expect(resolveCmsLink("/product/12-345-paper-cup-8oz", "en")).toMatchObject({
      to: { pathname: "/en/product/12-345-paper-cup-8oz" },
    });
  });

  it("links sign-in and any path ending in /logout", () => {
    expect(resolveCmsLink("/login", "ar")).toMatchObject({ to: { pathname: "/ar/login" } });
    expect(resolveCmsLink("/my-account/logout", "en")).toMatchObject({ to: { pathname: "/en/my-account/logout" } });
    expect(isLiveStorefrontPath("/register")).toBe(false);
    expect(isLiveStorefrontPath("/my-account")).toBe(false);
  });

  it("leaves out links whose route does not exist yet", () => {
    expect(resolveCmsLink("/category/cups", "en")).toBeUndefined();
    expect(resolveCmsLink("/deals-Offers-flash-Sale?type=flashsale", "en")).toBeUndefined();
    expect(resolveCmsLink("/cart", "en")).toBeUndefined();
    expect(isLiveStorefrontPath("/Brands/Hotpack/c/B1")).toBe(false);
  });

  it("opens outside sites in a new tab and refuses script URLs", () => {
    expect(resolveCmsLink("https://instagram.com/dukkan", "en")).toEqual({
      kind: "external",
      href: "https://instagram.com/dukkan",
      newTab: true,
    });
    expect(resolveCmsLink("tel:+97140000000", "en")).toMatchObject({ kind: "external", newTab: false });
    expect(resolveCmsLink("javascript:alert(1)", "en")).toBeUndefined();
    expect(resolveCmsLink("  ", "en")).toBeUndefined();
  });
});
