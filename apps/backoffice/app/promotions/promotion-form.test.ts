import { describe, expect, it } from "vitest";
import { formErrorsOf, promotionBodyOf, promotionFormValues, voucherBodyOf } from "./promotion-form";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe("the promotion form", () => {
  it("reads percentages and AED amounts to basis points and fils, codes to lists, UAE times to instants", () => {
    const body = promotionBodyOf(
      formOf({
        code: "cups-15",
        kind: "PRODUCT_PERCENT",
        nameEn: "Cups 15% off",
        nameAr: "",
        descriptionEn: "{amount} off",
        percent: "12.5",
        threshold: "",
        minQuantity: "2",
        productCodes: "1001-01, 1001-02\n1002-01",
        priority: "",
        enabled: "on",
        startsAt: "2025-07-01T09:00",
        endsAt: "",
      }),
      { creating: true },
    );
    expect(body).toMatchObject({
      code: "cups-15",
      kind: "PRODUCT_PERCENT",
      name: { en: "Cups 15% off", ar: "" },
      potentialMessage: null,
      percentBasisPoints: 1250,
      amountFils: null,
      thresholdFils: null,
      minQuantity: 2,
      buyQuantity: null,
      productCodes: ["1001-01", "1001-02", "1002-01"],
      categoryCodes: [],
      priority: 0,
      enabled: true,
      exclusive: false,
      couponOnly: false,
      startsAt: "2025-07-01T09:00:00+04:00",
      endsAt: null,
    });
  });

  it("sends what it cannot read as typed, for the API to refuse on its field", () => {
    const body = promotionBodyOf(formOf({ kind: "ORDER_AMOUNT", amount: "-5", buyQuantity: "two" }), {
      creating: false,
    });
    expect(body).toMatchObject({ amountFils: "-5", buyQuantity: "two" });
    expect(body).not.toHaveProperty("code");
  });

  it("shows a stored promotion back in the inputs", () => {
    const values = promotionFormValues({
      code: "x",
      kind: "ORDER_AMOUNT",
      name: { en: "X" },
      description: { en: "D", ar: "و" },
      potentialMessage: null,
      percentBasisPoints: null,
      amountFils: 1050,
      thresholdFils: 20_000,
      minQuantity: 1,
      buyQuantity: null,
      freeQuantity: null,
      productCodes: [],
      categoryCodes: [],
      brandCodes: [],
      priority: 3,
      exclusive: true,
      couponOnly: false,
      enabled: false,
      startsAt: "2025-06-14T22:30:00.000Z",
      endsAt: null,
      usageCount: 0,
      voucherCount: 0,
    });
    expect(values).toMatchObject({
      amount: "10.50",
      threshold: "200.00",
      percent: "",
      exclusive: "on",
      enabled: "",
      startsAt: "2025-06-15T02:30",
      endsAt: "",
    });
  });

  it("names the inputs the API refused, list items included; nothing for other refusals", () => {
    expect(
      formErrorsOf([
        { type: "ValidationError", subject: "endsAt", message: "x" },
        { type: "ValidationError", subject: "productCodes.1", message: "x" },
        { type: "ValidationError", subject: "name.en", message: "x" },
        { type: "DuplicatePromotionError", subject: "code", message: "x" },
      ]),
    ).toEqual({ endsAt: true, productCodes: true, nameEn: true, code: true });
    expect(formErrorsOf([{ type: "ForbiddenError", message: "x" }])).toBeUndefined();
  });
});

describe("the voucher form", () => {
  it("reads limits as whole numbers and empty limits as none", () => {
    expect(
      voucherBodyOf(
        formOf({ code: "summer", promotionCode: "summer-25", maxTotal: "100", maxPerCustomer: "", claimable: "on" }),
        { creating: true },
      ),
    ).toMatchObject({
      code: "summer",
      promotionCode: "summer-25",
      maxTotal: 100,
      maxPerCustomer: null,
      claimable: true,
      enabled: false,
      startsAt: null,
    });
  });
});
