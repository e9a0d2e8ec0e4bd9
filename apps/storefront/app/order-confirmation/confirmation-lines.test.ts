import { describe, expect, it } from "vitest";
import type { Order } from "@dukkan/occ/order";
import { confirmationLines } from "./confirmation-lines";

const price = (value: number) => ({ currencyIso: "AED", value, formattedValue: `AED ${value.toFixed(2)}` });

const order = {
  entries: [
    {
      entryNumber: 0,
      quantity: 2,
      basePrice: price(12.5),
      totalPrice: price(25),
      product: { code: "CUP", name: "Paper cup", images: { PRIMARY: { thumbnail: { url: "/medias/cup-96" } } } },
    },
    {
      entryNumber: 1,
      quantity: 1,
      basePrice: price(99),
      totalPrice: price(99),
      product: { code: "KIT", name: "Party kit" },
    },
    {
      entryNumber: 2,
      quantity: 1,
      basePrice: price(20),
      totalPrice: price(20),
      product: { code: "BOX", name: "Printed box" },
      configurationInfos: [
        {
          configurationLabel: "Print text",
          configurationValue: "Eid Mubarak",
          configuratorType: "TEXTFIELD" as const,
          status: "SUCCESS" as const,
        },
        {
          configurationLabel: "Second line",
          configurationValue: " ",
          configuratorType: "TEXTFIELD" as const,
          status: "SUCCESS" as const,
        },
      ],
    },
  ],
  entryGroups: [
    { entryGroupNumber: 1, type: "STANDALONE" as const, entries: [{ entryNumber: 0 }] },
    {
      entryGroupNumber: 2,
      type: "CONFIGURABLE_BUNDLE" as const,
      kittingEntry: { entryNumber: 1 },
      entries: [
        { entryNumber: 1, quantity: 2, product: { code: "PLATE", name: "Plate" } },
        { entryNumber: 1, quantity: 4, product: { code: "FORK", name: "Fork" } },
      ],
    },
  ],
} as unknown as Pick<Order, "entries" | "entryGroups">;

describe("confirmation lines", () => {
  it("lists every ordered entry with its price, picture, kit components and filled-in texts", () => {
    expect(confirmationLines(order)).toEqual([
      {
        entryNumber: 0,
        code: "CUP",
        name: "Paper cup",
        quantity: 2,
        unitPrice: price(12.5),
        total: price(25),
        imageUrl: "/medias/cup-96",
        components: [],
        configuration: [],
      },
      {
        entryNumber: 1,
        code: "KIT",
        name: "Party kit",
        quantity: 1,
        unitPrice: price(99),
        total: price(99),
        imageUrl: undefined,
        components: [
          { code: "PLATE", name: "Plate", quantity: 2 },
          { code: "FORK", name: "Fork", quantity: 4 },
        ],
        configuration: [],
      },
      {
        entryNumber: 2,
        code: "BOX",
        name: "Printed box",
        quantity: 1,
        unitPrice: price(20),
        total: price(20),
        imageUrl: undefined,
        components: [],
        configuration: [{ label: "Print text", value: "Eid Mubarak" }],
      },
    ]);
  });

  it("leaves out a cart-style component entry that has its own number", () => {
    const cartLike = {
      entries: [
        { entryNumber: 0, quantity: 1, product: { code: "KIT", name: "Kit" } },
        { entryNumber: 1, quantity: 2, product: { code: "PLATE", name: "Plate" } },
      ],
      entryGroups: [
        {
          entryGroupNumber: 1,
          type: "CONFIGURABLE_BUNDLE" as const,
          kittingEntry: { entryNumber: 0 },
          entries: [{ entryNumber: 1, quantity: 2, product: { code: "PLATE", name: "Plate" } }],
        },
      ],
    } as unknown as Pick<Order, "entries" | "entryGroups">;
    const lines = confirmationLines(cartLike);
    expect(lines.map((line) => line.code)).toEqual(["KIT"]);
    expect(lines[0]!.components).toEqual([{ code: "PLATE", name: "Plate", quantity: 2 }]);
  });
});
