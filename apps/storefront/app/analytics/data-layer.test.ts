import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { pushEcommerceEvent, selectItemEvent, viewItemEvent, viewItemListEvent } from "./data-layer";

const cup: Product = {
  code: "1001-01",
  name: "كوب ورقي",
  name_en: "Paper Cup 8oz",
  price: { value: 12.5, formattedValue: "AED 12.50", currencyIso: "AED" },
  priceAfterDiscount: { value: 10.625, formattedValue: "AED 10.63" },
  brand: { code: "ecopack", name: "EcoPack" },
  categories: [{ code: "cups", name: "Cups" }],
} as Product;
const lid: Product = {
  code: "1001-02",
  name: "Cup Lid",
  price: { value: 20, formattedValue: "AED 20.00", currencyIso: "AED" },
} as Product;
const list = { id: "recommendedProducts", name: "Recommended" };

describe("tag-manager e-commerce events", () => {
  it("view_item: one item at index 1 in AED with the price paid and the discount", () => {
    expect(viewItemEvent(cup)).toEqual({
      event: "view_item",
      ecommerce: {
        currency: "AED",
        value: 10.63,
        items: [
          {
            item_id: "1001-01",
            item_name: "Paper Cup 8oz",
            item_brand: "EcoPack",
            item_category: "Cups",
            price: 10.63,
            discount: 1.87,
            index: 1,
            quantity: 1,
          },
        ],
      },
    });
  });

  it("view_item_list: the list's products indexed from 1, each quantity 1", () => {
    const event = viewItemListEvent(list, [cup, lid]);
    expect(event.event).toBe("view_item_list");
    expect(event.ecommerce).toMatchObject({
      currency: "AED",
      item_list_id: "recommendedProducts",
      item_list_name: "Recommended",
    });
    expect(event.ecommerce.items.map((item) => [item.item_id, item.index, item.quantity, item.price])).toEqual([
      ["1001-01", 1, 1, 10.63],
      ["1001-02", 2, 1, 20],
    ]);
    expect(event.ecommerce.items[1]).toMatchObject({ item_list_id: "recommendedProducts", item_name: "Cup Lid" });
  });

  it("select_item: the chosen product with its position in the list", () => {
    const event = selectItemEvent(list, lid, 1);
    expect(event).toMatchObject({
      event: "select_item",
      ecommerce: { currency: "AED", item_list_id: "recommendedProducts" },
    });
    expect(event.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: "1001-02", index: 2, quantity: 1, item_list_name: "Recommended" }),
    ]);
  });

  it("view_item_list of a later page counts positions from the whole list's start", () => {
    const event = viewItemListEvent(list, [cup, lid], 10);
    expect(event.ecommerce.items.map((item) => [item.item_id, item.index])).toEqual([
      ["1001-01", 11],
      ["1001-02", 12],
    ]);
  });

  it("a product without a price is still reported, without a price", () => {
    const item = viewItemEvent({ code: "9-9", name: "No price" } as Product).ecommerce.items[0]!;
    expect(item).toEqual({ item_id: "9-9", item_name: "No price", index: 1, quantity: 1 });
  });

  it("pushes to window.dataLayer, creating it, after clearing the previous ecommerce object", () => {
    const target = {} as Window;
    pushEcommerceEvent(viewItemEvent(lid), target);
    pushEcommerceEvent(viewItemListEvent(list, [cup]), target);
    expect(target.dataLayer).toHaveLength(4);
    expect(target.dataLayer![0]).toEqual({ ecommerce: null });
    expect(target.dataLayer![1]).toMatchObject({ event: "view_item" });
    expect(target.dataLayer![3]).toMatchObject({ event: "view_item_list" });
  });
});
