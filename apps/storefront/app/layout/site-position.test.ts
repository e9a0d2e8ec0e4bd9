import { describe, expect, it } from "vitest";
import { sitePositionOf, sitePositionTarget } from "./site-position";

describe("the site position (spec §2.3, §3)", () => {
  it("is the page's path with its query", () => {
    expect(sitePositionOf("/en/product/1001-01-paper-cup", "?review=all")).toBe(
      "/en/product/1001-01-paper-cup?review=all",
    );
    expect(sitePositionOf("/ar/", "")).toBe("/ar/");
    expect(sitePositionOf("/en/my-account/orders", "?page=2")).toBe("/en/my-account/orders?page=2");
  });

  it("is not kept on the pages of signing in, registering and signing out", () => {
    for (const path of [
      "/en/login",
      "/ar/login/verify-token",
      "/en/register",
      "/en/checkout-login",
      "/en/logout",
      "/ar/cart/logout",
    ]) {
      expect(sitePositionOf(path, ""), path).toBeUndefined();
    }
  });

  it("is followed after signing in only to a page of the shop in the same language", () => {
    expect(sitePositionTarget("/en/category/cups?sort=price-asc", "en")).toBe("/en/category/cups?sort=price-asc");
    for (const value of [
      "/ar/cart",
      "//evil.example/en/",
      "https://evil.example/en/",
      "/en/login",
      "/en\\..\\x",
      42,
      null,
    ]) {
      expect(sitePositionTarget(value, "en"), String(value)).toBeUndefined();
    }
  });
});
