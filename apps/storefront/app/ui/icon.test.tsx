import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "@dukkan/ui/icon";
import { ICON_NAMES } from "@dukkan/ui/icon-names";

const sprite = readFileSync(new URL("../../../../packages/ui/src/icons.svg", import.meta.url), "utf8");

describe("Icon", () => {
  it("is a hidden svg that uses its symbol of the sprite file", () => {
    const html = renderToStaticMarkup(<Icon name="cart" className="size-6" />);
    expect(html).toMatch(
      /^<svg aria-hidden="true" focusable="false" class="size-6"><use href="[^"#]*icons[^"#]*#cart"><\/use><\/svg>$/,
    );
  });

  it("mirrors an icon that points along the reading direction on right-to-left pages", () => {
    expect(renderToStaticMarkup(<Icon name="chevron-end" direction="end" className="size-4" />)).toContain(
      'class="size-4 rtl:-scale-x-100"',
    );
    expect(renderToStaticMarkup(<Icon name="chevron-end" direction="start" className="size-4" />)).toContain(
      'class="size-4 -scale-x-100 rtl:scale-x-100"',
    );
  });

  it("passes data attributes on (tests find a delivery mode's icon by them)", () => {
    expect(renderToStaticMarkup(<Icon name="truck" data-icon="truck" />)).toContain('data-icon="truck"');
  });

  it("has one symbol in the sprite per name of the typed list, and no other", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
    expect(new Set(symbols).size).toBe(symbols.length);
  });
});
