import { describe, expect, it } from "vitest";
import { websiteJsonLd } from "./search-action";

describe("site search action", () => {
  it("targets the search page of the page's language with the search_term_string placeholder", () => {
    const data = websiteJsonLd("https://dukkan.ae", "ar", "دكان");
    expect(data).toMatchObject({
      "@type": "WebSite",
      url: "https://dukkan.ae/ar/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://dukkan.ae/ar/search/{search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});
