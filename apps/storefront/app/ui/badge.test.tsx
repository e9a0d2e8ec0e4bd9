import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";

describe("Badge", () => {
  it("is a small rounded label in the brand colour by default", () => {
    expect(renderToStaticMarkup(<Badge>Selected</Badge>)).toBe(
      '<span class="rounded-full px-2 py-0.5 text-xs font-semibold bg-brand-700 text-white">Selected</span>',
    );
  });

  it("has a tone per meaning and takes layout classes", () => {
    const html = renderToStaticMarkup(
      <Badge tone="sale" className="w-fit">
        -30%
      </Badge>,
    );
    expect(html).toContain("bg-sale text-white");
    expect(html).toContain(" w-fit");
  });

  it("marks a status that needs attention apart from one that is going well", () => {
    expect(renderToStaticMarkup(<Badge tone="warning">Cancelled</Badge>)).toContain("text-sale ring-1");
    expect(renderToStaticMarkup(<Badge tone="status">Shipped</Badge>)).toContain("text-brand-800 ring-1");
  });
});
