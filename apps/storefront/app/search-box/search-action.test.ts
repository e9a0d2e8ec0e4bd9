import { describe, expect, it } from "vitest";
import { searchActionPath, websiteJsonLd } from "./search-action";

describe("site search action", () => {
  it("targets the spec's /{lang}/search_term_string, the words in the input of that name", () => {
    const data = websiteJsonLd("https://dukkan.ae", "ar", "دكان");
    expect(data).toMatchObject({
      "@type": "WebSite",
      url: "https://dukkan.ae/ar/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://dukkan.ae/ar/search_term_string?search_term_string={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
    expect(searchActionPath("en")).toBe("/en/search_term_string");
  });
});
