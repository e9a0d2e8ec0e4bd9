import { describe, expect, it } from "vitest";
import { campaignViewAllLink } from "./campaign-links";

describe("'View all' of the home carousels", () => {
  it("leads deals and flash-sale carousels to their campaign listing, 50 per page", () => {
    expect(campaignViewAllLink("DEALANDOFFERS", "DEALANDOFFERS", "ar")).toEqual({
      kind: "internal",
      to: { pathname: "/ar/deals-Offers-flash-Sale", search: "?type=dealandoffers&pageSize=50", hash: "" },
    });
    expect(campaignViewAllLink("FLASHSALE", "FLASHSALE", "en")).toMatchObject({
      to: { search: "?type=flashsale&pageSize=50" },
    });
  });

  it("gives other carousels, and carousels whose uid names no campaign, no link", () => {
    expect(campaignViewAllLink("HOMEPAGERECOMMENDED", "HOMEPAGERECOMMENDED", "en")).toBeUndefined();
    expect(campaignViewAllLink("SummerDeals", "DEALANDOFFERS", "en")).toBeUndefined();
  });
});
