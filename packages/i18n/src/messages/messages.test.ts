import { describe, expect, it } from "vitest";
import { messages, type MessageTree } from "./index";
import { SUPPORTED_LANGUAGES, direction, isLanguage } from "../languages";
import { mergeMessageTrees } from "./merge";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message key, plural forms folded into their base key. */
function keysOf(tree: MessageTree, prefix = ""): Set<string> {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name.replace(PLURAL_SUFFIX, "")}`;
    if (typeof value === "string") keys.add(key);
    else for (const nested of keysOf(value, `${key}.`)) keys.add(nested);
  }
  return keys;
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
}

function lookup(tree: MessageTree, path: string): string | MessageTree | undefined {
  return path
    .split(".")
    .reduce<string | MessageTree | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      tree,
    );
}

describe("message resources", () => {
  it("has the same keys in English and Arabic", () => {
    expect([...keysOf(messages.ar)].sort()).toEqual([...keysOf(messages.en)].sort());
  });

  it("has the keys the specs name", () => {
    for (const key of [
      "miniCart.count_other",
      "sorting.pageViewUpdated",
      "email.formatError",
      "carousel.slideNumber",
    ]) {
      for (const language of SUPPORTED_LANGUAGES) expect(typeof lookup(messages[language], key)).toBe("string");
    }
  });

  it("gives Arabic every plural form Arabic grammar needs", () => {
    const pluralRules = new Intl.PluralRules("ar");
    const arabicCategories = pluralRules.resolvedOptions().pluralCategories;
    expect(Object.keys(messages.ar.miniCart as MessageTree).sort()).toEqual(
      arabicCategories.map((c) => `count_${c}`).sort(),
    );
  });

  it("keeps the same interpolation placeholders in both languages", () => {
    const check = (en: MessageTree, ar: MessageTree, path: string) => {
      for (const [name, value] of Object.entries(en)) {
        const other = ar[name];
        if (typeof value === "string" && typeof other === "string" && !PLURAL_SUFFIX.test(name)) {
          expect(placeholdersOf(other), `${path}${name}`).toEqual(placeholdersOf(value));
        } else if (typeof value === "object" && typeof other === "object") {
          check(value, other, `${path}${name}.`);
        }
      }
    };
    check(messages.en, messages.ar, "");
  });
});

describe("languages", () => {
  it("recognises only the supported languages", () => {
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("ar")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage("EN")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("writes Arabic right to left", () => {
    expect(direction("ar")).toBe("rtl");
    expect(direction("en")).toBe("ltr");
  });
});

describe("merging feature messages", () => {
  it("merges nested trees from several features", () => {
    expect(mergeMessageTrees([{ a: { b: "1" } }, { a: { c: "2" } }, { d: "3" }])).toEqual({
      a: { b: "1", c: "2" },
      d: "3",
    });
  });

  it("refuses a message defined twice", () => {
    expect(() => mergeMessageTrees([{ a: { b: "1" } }, { a: { b: "2" } }])).toThrow("a.b is defined twice");
  });
});
