import { describe, expect, it } from "vitest";
import { fieldErrorsOf, productRequestOf } from "./product-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the product page's forms", () => {
  it("send texts, the online box (unticked: offline) and the brand as one change", () => {
    expect(
      productRequestOf(
        "update",
        form({ nameEn: "Cup", nameAr: " كوب ", descriptionEn: "<p>x</p>", descriptionAr: "", brandCode: "qasr" }),
      ),
    ).toEqual({
      ok: true,
      path: "",
      method: "PATCH",
      body: {
        name: { en: "Cup", ar: "كوب" },
        description: { en: "<p>x</p>", ar: "" },
        online: false,
        brandCode: "qasr",
      },
    });
    // "No brand" is the select's empty value: the product has none.
    expect(productRequestOf("update", form({ nameEn: "Cup", brandCode: "" }))).toMatchObject({
      body: { brandCode: null },
    });
  });

  it("send a typed price in fils, and refuse on the field what is not an amount", () => {
    expect(productRequestOf("price", form({ price: "13.5" }))).toMatchObject({ ok: true, body: { priceFils: 1350 } });
    expect(productRequestOf("price", form({ price: "13,50" }))).toEqual({ ok: false, fieldErrors: { price: "price" } });
  });

  it("send stock as a number when it is one, and as typed otherwise (the API refuses it on the field)", () => {
    expect(productRequestOf("stock", form({ location: "warehouse", available: "12", reason: "Count" }))).toMatchObject({
      body: { location: "warehouse", available: 12, reason: "Count" },
    });
    expect(productRequestOf("stock", form({ location: "warehouse", available: "twelve", reason: "" }))).toMatchObject({
      body: { available: "twelve" },
    });
  });

  it("schedule a price in fils from and until UAE times, and cancel one by its id", () => {
    expect(productRequestOf("schedule", form({ price: "9.90", startsAt: "2026-12-01T09:00", endsAt: "" }))).toEqual({
      ok: true,
      path: "/scheduled-prices",
      method: "POST",
      body: { priceFils: 990, startsAt: "2026-12-01T09:00:00+04:00", endsAt: null },
    });
    expect(productRequestOf("schedule", form({ price: "-1", startsAt: "2026-12-01T09:00" }))).toEqual({
      ok: false,
      fieldErrors: { price: "price" },
    });
    expect(productRequestOf("cancelSchedule", form({ id: "42" }))).toEqual({
      ok: true,
      path: "/scheduled-prices/42/cancel",
      method: "POST",
    });
    expect(() => productRequestOf("cancelSchedule", form({ id: "../price" }))).toThrow();
    expect(fieldErrorsOf([{ type: "ValidationError", subject: "startsAt", message: "in the past" }])).toEqual({
      startsAt: "startsAt",
    });
  });

  it("puts the API's refusals on their fields", () => {
    expect(
      fieldErrorsOf([
        { type: "ValidationError", subject: "available", message: "available: Too small" },
        { type: "ValidationError", subject: "reason", message: "reason: Too small" },
      ]),
    ).toEqual({ available: "stock", reason: "reason" });
    expect(fieldErrorsOf([{ type: "UnknownIdentifierError", subject: "X", message: "not found" }])).toBeUndefined();
  });
});
