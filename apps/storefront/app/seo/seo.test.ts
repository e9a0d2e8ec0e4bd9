import { describe, expect, it } from "vitest";
import { alternateLinks, canonicalPath, canonicalUrl, pageMeta, publicOrigin } from "./seo";

describe("public origin", () => {
  it("forces https and drops www", () => {
    expect(publicOrigin("http://www.dukkan.ae/en/aboutus?x=1", {})).toBe("https://dukkan.ae");
    expect(publicOrigin("http://localhost:3000/en/", {})).toBe("https://localhost:3000");
  });

  it("prefers PUBLIC_ORIGIN over the request host", () => {
    expect(publicOrigin("http://10.0.0.5:3000/en/", { PUBLIC_ORIGIN: "https://www.shop.example" })).toBe(
      "https://shop.example",
    );
  });
});

describe("canonical URL", () => {
  it("keeps the home page's trailing slash and drops others", () => {
    expect(canonicalPath("/en")).toBe("/en/");
    expect(canonicalPath("/en/")).toBe("/en/");
    expect(canonicalPath("/ar/aboutus/")).toBe("/ar/aboutus");
    expect(canonicalPath("/")).toBe("/");
  });

  it("is https, without www and without the query", () => {
    const origin = publicOrigin("http://www.dukkan.ae/en/faqs?utm_source=x", {});
    expect(canonicalUrl(origin, new URL("http://www.dukkan.ae/en/faqs?utm_source=x").pathname)).toBe(
      "https://dukkan.ae/en/faqs",
    );
  });
});

describe("hreflang alternates", () => {
  it("lists en-ae, ar-ae and x-default pointing to English", () => {
    expect(alternateLinks("https://dukkan.ae", "/ar/shipping")).toEqual([
      { hrefLang: "en-ae", href: "https://dukkan.ae/en/shipping" },
      { hrefLang: "ar-ae", href: "https://dukkan.ae/ar/shipping" },
      { hrefLang: "x-default", href: "https://dukkan.ae/en/shipping" },
    ]);
  });

  it("points the home page's alternates at each language's home", () => {
    expect(alternateLinks("https://dukkan.ae", "/ar").map((link) => link.href)).toEqual([
      "https://dukkan.ae/en/",
      "https://dukkan.ae/ar/",
      "https://dukkan.ae/en/",
    ]);
  });
});

describe("page meta", () => {
  it("gives the title, description, canonical and alternates", () => {
    const meta = pageMeta(
      { title: "About us | Dukkan", description: "Who we are" },
      "https://dukkan.ae",
      "/en/aboutus",
    );
    expect(meta).toContainEqual({ title: "About us | Dukkan" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://dukkan.ae/en/aboutus" });
    expect(meta.filter((m) => "rel" in m && m.rel === "alternate")).toHaveLength(3);
  });
});
