import { describe, expect, it } from "vitest";
import { apiMessages, apiText, isApiMessageKey } from "./index";
import type { MessageTree } from "../messages";

function keysOf(tree: MessageTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === "string" ? [`${prefix}${name}`] : keysOf(value, `${prefix}${name}.`),
  );
}

function placeholders(tree: MessageTree): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const key of keysOf(tree)) {
    const text = key.split(".").reduce<MessageTree | string>((node, part) => (node as MessageTree)[part]!, tree);
    found[key] = [...(text as string).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
  }
  return found;
}

describe("API messages", () => {
  it("have the same keys and placeholders in English and Arabic", () => {
    expect(placeholders(apiMessages.ar)).toEqual(placeholders(apiMessages.en));
  });

  it("fill their placeholders in the language asked for", () => {
    expect(apiText("en", "voucher.notFound", { code: "SPRING10" })).toBe("The code SPRING10 is not a valid voucher.");
    expect(apiText("ar", "voucher.notFound", { code: "SPRING10" })).toBe("الرمز SPRING10 ليس قسيمة صالحة.");
    expect(apiText("en", "search.priceBetween", { from: 10, to: 25 })).toBe("AED 10 – 25");
    expect(apiText("ar", "search.priceBetween", { from: 10, to: 25 })).toBe("10 – 25 د.إ");
  });

  it("name the shop's country, titles and order states", () => {
    expect(apiText("en", "country.AE")).toBe("United Arab Emirates");
    expect(apiText("ar", "title.dr")).toBe("د.");
    expect(apiText("ar", "orderStatus.SHIPPED")).toBe("تم الشحن");
  });

  it("tell keys built from data from unknown ones and ones that need values", () => {
    expect(isApiMessageKey("title.mrs")).toBe(true);
    expect(isApiMessageKey("title.sir")).toBe(false);
    expect(isApiMessageKey("title")).toBe(false);
    expect(isApiMessageKey("voucher.notFound")).toBe(false);
  });
});
