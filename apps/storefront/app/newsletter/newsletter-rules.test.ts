import type { Component } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { isNewsletterEmail, newsletterCopy, newsletterPlacement, showsFormatError } from "./newsletter-rules";

describe("newsletter e-mail rule (spec §5)", () => {
  it.each(["shopper@example.com", "a@b.c", "first.last+news@mail.example.ae", "مريم@مثال.امارات"])(
    "accepts %s",
    (email) => expect(isNewsletterEmail(email)).toBe(true),
  );

  it.each([
    "",
    "shopper",
    "shopper@example",
    "@example.com",
    "shopper@.com",
    "shopper@example.",
    "shop per@example.com",
    "shopper@exa mple.com",
    " shopper@example.com",
  ])("refuses %j", (email) => expect(isNewsletterEmail(email)).toBe(false));

  it("refuses anything that is not text", () => {
    expect(isNewsletterEmail(null)).toBe(false);
    expect(isNewsletterEmail(undefined)).toBe(false);
  });

  it("says 'email.formatError' in the header, cart and page boxes, and nothing in the footer", () => {
    expect(showsFormatError("header")).toBe(true);
    expect(showsFormatError("cart")).toBe(true);
    expect(showsFormatError("page")).toBe(true);
    expect(showsFormatError("footer")).toBe(false);
  });

  it("reads a posted placement, treating anything unknown as the newsletter page", () => {
    expect(newsletterPlacement("footer")).toBe("footer");
    expect(newsletterPlacement("cart")).toBe("cart");
    expect(newsletterPlacement("sidebar")).toBe("page");
    expect(newsletterPlacement(null)).toBe("page");
  });

  it("takes the box's words from the CMS NewsletterComponent, skipping blank ones", () => {
    const component = {
      uid: "NewsletterComponent",
      typeCode: "NewsletterComponent",
      title: "Offers in your inbox",
      content: " ",
      buttonText: "Subscribe",
    } as Component;
    expect(newsletterCopy(component)).toEqual({ title: "Offers in your inbox", buttonText: "Subscribe" });
    expect(newsletterCopy(undefined)).toEqual({});
  });
});
