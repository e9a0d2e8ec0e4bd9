import { describe, expect, it } from "vitest";
import { sanitizeCmsHtml } from "./sanitize-html.server";

describe("CMS HTML sanitising", () => {
  it("keeps prose, lists, tables and links", () => {
    const html =
      "<h2>Delivery</h2><p>We deliver <strong>daily</strong>.</p><ul><li>Dubai</li></ul><table><tr><td>1</td></tr></table>";
    expect(sanitizeCmsHtml(html, "en")).toBe(html);
  });

  it("removes scripts, event handlers, styles and script URLs", () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeCmsHtml(dirty, "en");
    expect(clean).not.toMatch(/script|onclick|style|javascript|iframe/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("prefixes site links with the shopper's language and leaves others alone", () => {
    expect(sanitizeCmsHtml('<a href="/faqs">FAQ</a>', "ar")).toBe('<a href="/ar/faqs">FAQ</a>');
    expect(sanitizeCmsHtml('<a href="/en/faqs">FAQ</a>', "ar")).toBe('<a href="/en/faqs">FAQ</a>');
    expect(sanitizeCmsHtml('<a href="mailto:care@dukkan.ae">mail</a>', "ar")).toBe(
      '<a href="mailto:care@dukkan.ae">mail</a>',
    );
  });

  it("keeps the words but drops the link of routes that do not exist yet", () => {
    expect(sanitizeCmsHtml('<p>Open <a href="/quick-order">quick order</a>.</p>', "en")).toBe(
      "<p>Open <span>quick order</span>.</p>",
    );
    expect(sanitizeCmsHtml('<p>Browse <a href="/category/cups">cups</a>.</p>', "ar")).toBe(
      '<p>Browse <a href="/ar/category/cups">cups</a>.</p>',
    );
    expect(sanitizeCmsHtml('<a href="/">Home</a>', "en")).toBe('<a href="/en/">Home</a>');
  });

  it("leaves the page's only h1 to its title", () => {
    expect(sanitizeCmsHtml("<h1>Sorry</h1>", "en")).toBe("<h2>Sorry</h2>");
  });

  it("makes new-tab links safe", () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank">x</a>', "en")).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
