import { describe, expect, it } from "vitest";
import { confirmationOf, readSaveCartForm, SAVED_CART_NAME_MAX } from "./save-cart-form";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("save cart form", () => {
  it("requires a name; the description is optional", () => {
    expect(readSaveCartForm(form({ name: "  ", description: "" })).errors).toEqual({ name: "savedCarts.nameRequired" });
    expect(readSaveCartForm(form({ name: " Party order " }))).toEqual({
      values: { name: "Party order", description: "" },
      errors: {},
    });
  });

  it("refuses a name that is too long", () => {
    expect(readSaveCartForm(form({ name: "x".repeat(SAVED_CART_NAME_MAX + 1) })).errors.name).toBe(
      "savedCarts.nameTooLong",
    );
  });

  it("opens only the known confirmations from the URL", () => {
    expect(confirmationOf("?confirm=restore")).toBe("restore");
    expect(confirmationOf("?confirm=delete")).toBe("delete");
    expect(confirmationOf("?confirm=clone")).toBe("clone");
    expect(confirmationOf("?confirm=drop")).toBeUndefined();
    expect(confirmationOf("")).toBeUndefined();
  });
});
