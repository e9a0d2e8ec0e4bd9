import { describe, expect, it } from "vitest";
import { deliveryAreaRequestOf } from "./delivery-form";

const form = (pairs: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(pairs)) data.set(name, value);
  return data;
};

describe("a delivery area's form", () => {
  it("reads AED amounts into fils, an empty threshold as never free", () => {
    expect(deliveryAreaRequestOf(form({ area: "AE-DU-DEIRA", fee: "12.5", threshold: "200" }))).toEqual({
      ok: true,
      isocode: "AE-DU-DEIRA",
      body: { shippingFeeFils: 1_250, orderThresholdFils: 20_000 },
    });
    expect(deliveryAreaRequestOf(form({ area: "AE-DU-DEIRA", fee: "0", threshold: " " }))).toEqual({
      ok: true,
      isocode: "AE-DU-DEIRA",
      body: { shippingFeeFils: 0, orderThresholdFils: null },
    });
  });

  it("names the field it cannot read", () => {
    expect(deliveryAreaRequestOf(form({ area: "A", fee: "ten", threshold: "" }))).toMatchObject({ field: "fee" });
    expect(deliveryAreaRequestOf(form({ area: "A", fee: "10", threshold: "-5" }))).toMatchObject({
      field: "threshold",
    });
    expect(deliveryAreaRequestOf(form({ area: "A", fee: "10", threshold: "0" }))).toMatchObject({
      field: "threshold",
    });
  });
});
