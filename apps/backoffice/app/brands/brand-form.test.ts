import { describe, expect, it } from "vitest";
import { brandBodyOf, brandFieldErrorsOf } from "./brand-form";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("the brand form", () => {
  it("sends the names and slug as typed (trimmed), and the code only when creating", () => {
    const typed = form({ code: " nile ", nameEn: " Nile ", nameAr: "النيل", slug: "nile-cups" });
    expect(brandBodyOf(typed, { creating: true })).toEqual({
      code: "nile",
      name: { en: "Nile", ar: "النيل" },
      slug: "nile-cups",
    });
    expect(brandBodyOf(typed, { creating: false })).toEqual({ name: { en: "Nile", ar: "النيل" }, slug: "nile-cups" });
  });

  it("puts each refusal on its input with its reason; other refusals are not the form's", () => {
    expect(
      brandFieldErrorsOf([
        { type: "ValidationError", reason: "taken", subject: "slug", message: "" },
        { type: "ValidationError", reason: "invalid", subject: "name.ar", message: "" },
      ]),
    ).toEqual({ slug: "taken", nameAr: "invalid" });
    expect(brandFieldErrorsOf([{ type: "BrandInUseError", reason: "inUse", subject: "nile", message: "" }])).toBe(
      undefined,
    );
  });
});
