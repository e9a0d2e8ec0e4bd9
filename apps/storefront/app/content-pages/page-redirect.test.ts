import { describe, expect, it } from "vitest";
import { contentPageRedirect } from "./page-redirect";

describe("contentPageRedirect", () => {
  it("puts the page's language before a shop path, keeps a path that names one", () => {
    expect(contentPageRedirect("/shipping", "ar")).toBe("/ar/shipping");
    expect(contentPageRedirect("/faqs?topic=delivery#fees", "en")).toBe("/en/faqs?topic=delivery#fees");
    expect(contentPageRedirect("/en/store-finder", "ar")).toBe("/en/store-finder");
    expect(contentPageRedirect("/ar", "en")).toBe("/ar");
  });

  it("keeps http(s) URLs, refuses other schemes and protocol-relative paths", () => {
    expect(contentPageRedirect("https://help.dukkan.ae/delivery", "en")).toBe("https://help.dukkan.ae/delivery");
    expect(contentPageRedirect("javascript:alert(1)", "en")).toBeUndefined();
    expect(contentPageRedirect("//evil.example/x", "en")).toBeUndefined();
    expect(contentPageRedirect("/\\evil.example", "en")).toBeUndefined();
    expect(contentPageRedirect("  ", "en")).toBeUndefined();
    expect(contentPageRedirect(undefined, "en")).toBeUndefined();
  });
});
