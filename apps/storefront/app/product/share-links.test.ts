import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const url = "https://dukkan.ae/en/product/1001-01-paper-cup-8oz";
  const links = Object.fromEntries(
    shareLinks(url, "Look at this & more").map(({ network, href }) => [network, new URL(href)]),
  );

  it("shares the product's full URL on the four networks, in order", () => {
    expect(Object.keys(links)).toEqual(["FACEBOOK", "LINKEDIN", "TWITTER", "WHATSAPP"]);
    expect(links.FACEBOOK?.origin + links.FACEBOOK!.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(links.FACEBOOK?.searchParams.get("u")).toBe(url);
    expect(links.LINKEDIN?.origin + links.LINKEDIN!.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(links.LINKEDIN?.searchParams.get("url")).toBe(url);
  });

  it("adds the share text for TWITTER and WHATSAPP", () => {
    expect(links.TWITTER?.origin + links.TWITTER!.pathname).toBe("https://twitter.com/intent/tweet");
    expect(links.TWITTER?.searchParams.get("url")).toBe(url);
    expect(links.TWITTER?.searchParams.get("text")).toBe("Look at this & more");
    expect(links.WHATSAPP?.origin).toBe("https://wa.me");
    expect(links.WHATSAPP?.searchParams.get("text")).toBe(`Look at this & more ${url}`);
  });
});
