import { describe, expect, it } from "vitest";
import { contentTabOf } from "./content-parts";

describe("the content screens' current tab", () => {
  it("is the pages tab for the list and a page, the home page's for its banners, the campaigns' and the layout's", () => {
    expect(contentTabOf("/en/content")).toBe("pages");
    expect(contentTabOf("/ar/content/pages/new")).toBe("pages");
    expect(contentTabOf("/en/content/pages/shipping")).toBe("pages");
    expect(contentTabOf("/en/content/home")).toBe("home");
    expect(contentTabOf("/ar/content/banners/new")).toBe("home");
    expect(contentTabOf("/en/content/banners/HomeBannerEco")).toBe("home");
    expect(contentTabOf("/en/content/campaigns")).toBe("campaigns");
    expect(contentTabOf("/en/content/layout")).toBe("layout");
    expect(contentTabOf("/ar/content/layout/components/ProductSpecsTab")).toBe("layout");
  });
});
