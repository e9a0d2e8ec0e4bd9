import { i18nFor } from "../i18n/i18n";
import { describe, expect, it } from "vitest";
import {
  addProduct,
  cartOutcome,
  checkRows,
  listNotice,
  QUICK_ORDER_PRODUCT_LIMIT,
  rowsFromForm,
  rowsFromParam,
  rowsToParam,
  setQuantity,
  type QuickOrderMessage,
} from "./quick-order-list";

const price = { currencyIso: "AED", value: 10, formattedValue: "AED 10.00" };
const product = (code: string, stockLevel = 50, extra = {}) => ({
  code,
  name: `Cup ${code}`,
  price,
  purchasable: true,
  stock: { stockLevelStatus: "inStock" as const, stockLevel },
  ...extra,
});

const text = (message: QuickOrderMessage | undefined, language: "en" | "ar" = "en") =>
  message ? i18nFor(language).t(`quickOrder.${message.key}`, message.values) : undefined;

describe("quick order list", () => {
  it("adds a product as a row of one, and one more on the second add", () => {
    const once = addProduct([], product("A"));
    expect(once.rows).toEqual([{ code: "A", quantity: 1 }]);
    expect(addProduct(once.rows, product("A")).rows).toEqual([{ code: "A", quantity: 2 }]);
  });

  it("refuses a product beyond the limit with the spec's message", () => {
    const rows = Array.from({ length: QUICK_ORDER_PRODUCT_LIMIT }, (_, index) => ({ code: `P${index}`, quantity: 1 }));
    const change = addProduct(rows, product("NEW"));
    expect(change.rows).toHaveLength(QUICK_ORDER_PRODUCT_LIMIT);
    expect(text(change.message)).toBe("The product limit has been reached.");
    expect(text(listNotice(rows))).toBe(
      `The list is full, add these ${QUICK_ORDER_PRODUCT_LIMIT} products to Cart in order to continue.`,
    );
    expect(listNotice(rows.slice(1))).toBeUndefined();
  });

  it("refuses out-of-stock and unpurchasable products", () => {
    const outOfStock = addProduct([], product("A", 0, { stock: { stockLevelStatus: "outOfStock" } }));
    expect(outOfStock.rows).toEqual([]);
    expect(text(outOfStock.message)).toBe("Cup A (#A) is out of stock.");
    const base = addProduct([], product("B", 5, { purchasable: false }));
    expect(text(base.message)).toBe("Product Cup B cannot be purchased");
    expect(text(addProduct([], product("C", 5, { price: undefined })).message)).toBe(
      "Product Cup C cannot be purchased",
    );
  });

  it("keeps quantities within stock and maxOrderQuantity, saying when it lowered one", () => {
    expect(setQuantity([{ code: "A", quantity: 1 }], product("A", 30, { maxOrderQuantity: 10 }), 12).rows).toEqual([
      { code: "A", quantity: 10 },
    ]);
    const lowered = setQuantity([{ code: "A", quantity: 1 }], product("A", 3), 7);
    expect(lowered.rows).toEqual([{ code: "A", quantity: 3 }]);
    expect(text(lowered.message)).toBe("The maximum stock level has been reached");
    expect(setQuantity([{ code: "A", quantity: 3 }], product("A", 3), 0).rows).toEqual([{ code: "A", quantity: 1 }]);
    expect(text(addProduct([{ code: "A", quantity: 3 }], product("A", 3)).message)).toBe(
      "The maximum stock level has been reached",
    );
  });

  it("drops posted rows whose product is gone and clamps the rest", () => {
    const products = new Map([["A", product("A", 2)]]);
    const checked = checkRows(
      [
        { code: "A", quantity: 9 },
        { code: "GONE", quantity: 1 },
      ],
      products,
    );
    expect(checked.rows).toEqual([{ code: "A", quantity: 2 }]);
  });

  it("reads posted rows and URL lists, ignoring malformed codes and duplicates", () => {
    const form = new FormData();
    for (const [code, quantity] of [
      ["A", "2"],
      ["A", "5"],
      ["../x", "1"],
      ["B", "-4"],
    ]) {
      form.append("code", code!);
      form.append("quantity", quantity!);
    }
    const rows = rowsFromForm(form);
    expect(rows).toEqual([
      { code: "A", quantity: 2 },
      { code: "B", quantity: 1 },
    ]);
    expect(rowsFromParam(rowsToParam(rows))).toEqual(rows);
    expect(rowsFromParam(null)).toEqual([]);
  });
});

describe("quick order add to cart", () => {
  const rows = [
    { code: "A", quantity: 2 },
    { code: "B", quantity: 5 },
    { code: "C", quantity: 1 },
    { code: "D", quantity: 1 },
  ];
  const products = new Map(rows.map((row) => [row.code, product(row.code)]));

  it("goes to the cart when every row went in as asked", () => {
    const outcome = cartOutcome(rows.slice(0, 1), products, [{ kind: "added", quantityAdded: 2 }]);
    expect(outcome).toEqual({ rows: [], messages: [], toCart: true });
  });

  it("explains reduced, out-of-stock and refused rows and keeps the refused ones", () => {
    const outcome = cartOutcome(rows, products, [
      { kind: "added", quantityAdded: 2 },
      { kind: "added", quantityAdded: 3 },
      { kind: "outOfStock" },
      { kind: "notPurchasable" },
    ]);
    expect(outcome.toCart).toBe(false);
    expect(outcome.rows.map((row) => row.code)).toEqual(["C", "D"]);
    expect(outcome.messages.map((message) => text(message))).toEqual([
      "Quantity for Cup B (#B) was reduced to 3.",
      "Cup C (#C) is out of stock.",
      "Product Cup D cannot be purchased",
    ]);
  });

  it("reports a failure once, in English and Arabic", () => {
    const outcome = cartOutcome(rows.slice(0, 2), products, [{ kind: "failed" }, { kind: "failed" }]);
    expect(outcome.messages).toHaveLength(1);
    expect(text(outcome.messages[0])).toBe("Error proceeding to Cart.");
    expect(text(outcome.messages[0], "ar")).toBe("حدث خطأ أثناء الانتقال إلى السلة.");
    expect(text({ tone: "info", key: "addProductsFirst" })).toBe("Add products to the list before adding to the cart.");
  });
});
