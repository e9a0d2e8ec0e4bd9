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
    expect(isLiveStorefrontPath("/register")).toBe(true);
    expect(isLiveStorefrontPath("/my-account/update-profile")).toBe(true);
    expect(isLiveStorefrontPath("/my-account")).toBe(false);
  });

  it("links the campaign listings with their query", () => {
    expect(resolveCmsLink("/deals-Offers-flash-Sale?type=flashsale&pageSize=50", "ar")).toMatchObject({
      to: { pathname: "/ar/deals-Offers-flash-Sale", search: "?type=flashsale&pageSize=50" },
    });
    expect(isLiveStorefrontPath("/product/deals-Offers-flash-Sale")).toBe(true);
  });

  it("links category, brand and search listings", () => {
    expect(resolveCmsLink("/category/party-occasions/birthday?sortCode=price-asc", "ar")).toMatchObject({
      to: { pathname: "/ar/category/party-occasions/birthday", search: "?sortCode=price-asc" },
    });
    expect(isLiveStorefrontPath("/category/cups")).toBe(true);
    expect(isLiveStorefrontPath("/Brands/Sahra-Pack/c/sahra-pack")).toBe(true);
    expect(isLiveStorefrontPath("/search/cups")).toBe(true);
    expect(isLiveStorefrontPath("/category")).toBe(false);
    expect(isLiveStorefrontPath("/Brands/Sahra-Pack")).toBe(false);
  });

  it("leaves out links whose route does not exist yet", () => {
    expect(resolveCmsLink("/checkout", "en")).toBeUndefined();
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
