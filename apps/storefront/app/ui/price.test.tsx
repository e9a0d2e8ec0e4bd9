import { describe, expect, it } from "vitest";
import { formatPrice, Price } from "./price";
import { renderOnPage } from "./render.test-support";

describe("Price", () => {
  it("reads an OCC price in the page's language", () => {
    expect(renderOnPage(<Price price={{ value: 1234.5 }} className="font-bold" />, "en")).toBe(
      '<span class="font-bold">AED\u00a01,234.50</span>',
    );
    expect(formatPrice({ value: 5.52 }, "en")).toBe("AED\u00a05.52");
  });

  it("speaks Arabic on Arabic pages", () => {
    expect(renderOnPage(<Price price={{ value: 5.5 }} />, "ar")).toBe("<span>\u200f5.50\u00a0د.إ.\u200f</span>");
  });

  it("shows nothing without a price", () => {
    expect(renderOnPage(<Price price={undefined} />)).toBe("");
  });
});
