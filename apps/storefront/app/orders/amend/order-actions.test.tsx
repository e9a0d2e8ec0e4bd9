/**
 * The details page's action bar as the server renders it (before scripts: every action is a link that works),
 * and the reorder results: only the actions the order allows, in the page's language.
 */
import type { Order } from "@dukkan/occ/order";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../ui/render.test-support";
import { OrderActions } from "./order-actions";
import { modificationTone, ReorderResults } from "./reorder-results";

const order = (fields: Partial<Order>): Order => ({ code: "00000042", guid: "g-42", ...fields });

const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)/g)].map((m) => [m[1], m[2]]);

describe("the order actions", () => {
  it("offers cancel, invoices and reorder on a placed order, and no invoice download yet", () => {
    const html = renderOnPage(<OrderActions order={order({ status: "CREATED", cancellable: true })} lang="en" />);
    expect(links(html)).toEqual([
      ["/en/my-account/order/cancel/00000042", "Cancel order"],
      ["/en/my-account/order/00000042/invoices", "Invoices"],
      ["/en/my-account/order/00000042/reorder", "Reorder"],
    ]);
  });

  it("offers the tax invoice in a new tab on a completed order, and no cancel", () => {
    const html = renderOnPage(<OrderActions order={order({ status: "COMPLETED", cancellable: false })} lang="en" />);
    expect(links(html).map(([href]) => href)).toEqual([
      "/en/my-account/order/00000042/invoices/tax",
      "/en/my-account/order/00000042/invoices",
      "/en/my-account/order/00000042/reorder",
    ]);
    expect(html).toMatch(/href="\/en\/my-account\/order\/00000042\/invoices\/tax" target="_blank"/);
    expect(html).toContain("Download invoice");
  });

  it("shows attachments only when the order has some", () => {
    const files = [
      { id: "a1", fileName: "delivery-note.pdf", mimeType: "application/pdf" },
      { id: "a2", fileName: "proof.jpg", mimeType: "image/jpeg" },
    ];
    const withFiles = renderOnPage(<OrderActions order={order({ status: "SHIPPED" })} lang="en" attachments={files} />);
    expect(links(withFiles)).toContainEqual(["/en/my-account/order/00000042/attachments", "Attachments (2)"]);
    const without = renderOnPage(<OrderActions order={order({ status: "SHIPPED" })} lang="en" attachments={[]} />);
    expect(without).not.toContain("attachments");
  });

  it("speaks Arabic on Arabic pages", () => {
    const html = renderOnPage(<OrderActions order={order({ status: "CREATED", cancellable: true })} lang="ar" />, "ar");
    expect(links(html)).toEqual([
      ["/ar/my-account/order/cancel/00000042", "إلغاء الطلب"],
      ["/ar/my-account/order/00000042/invoices", "الفواتير"],
      ["/ar/my-account/order/00000042/reorder", "إعادة الطلب"],
    ]);
  });
});

describe("the reorder results", () => {
  it("marks low stock as information and anything not added as an error", () => {
    expect(modificationTone({ statusCode: "success" })).toBe("success");
    expect(modificationTone({ statusCode: "lowStock" })).toBe("info");
    expect(modificationTone({ statusCode: "noStock" })).toBe("error");
    expect(modificationTone({ statusCode: "unavailable" })).toBe("error");
  });

  it("says what happened to each product and links the cart", () => {
    const product = (name: string) => ({ entryNumber: 0, product: { code: name, name } });
    const html = renderOnPage(
      <ReorderResults
        result={{
          modifications: [
            { statusCode: "success", quantity: 2, quantityAdded: 2, entry: product("Paper cup 8oz") },
            { statusCode: "lowStock", quantity: 5, quantityAdded: 3, entry: product("Lid 80mm") },
            { statusCode: "noStock", quantity: 1, quantityAdded: 0, entry: product("Straw") },
          ],
        }}
      />,
    );
    expect(html).toContain("Paper cup 8oz: 2 added to your cart.");
    expect(html).toContain("Lid 80mm: only 3 of 5 added, the rest is out of stock.");
    expect(html).toContain("Straw is out of stock and was not added.");
    expect(html).toContain('aria-label="Information"');
    expect(html).toContain('aria-label="Not added"');
    expect(html).toMatch(/href="\/en\/cart"[^>]*>Go to cart/);
  });
});
