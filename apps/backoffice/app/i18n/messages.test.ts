import { describe, expect, it } from "vitest";
import { messages } from "./messages";

const keysOf = (tree: object, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("the back office's messages", () => {
  it("has an Arabic text for every English one and no other", () => {
    expect(keysOf(messages.ar).sort()).toEqual(keysOf(messages.en).sort());
  });

  it("has no empty text", () => {
    for (const language of ["en", "ar"] as const) {
      const empty = keysOf(messages[language]).filter((key) => {
        const value = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[language]);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty).toEqual([]);
    }
  });
});
