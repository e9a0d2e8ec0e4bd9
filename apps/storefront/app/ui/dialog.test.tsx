import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ModalDialog } from "@dukkan/ui/dialog";

describe("ModalDialog", () => {
  it("before scripts load, is a modal dialog named by its heading, with its content", () => {
    const html = renderToStaticMarkup(
      <ModalDialog title="Verify your phone" onClose={() => undefined}>
        <p>We sent you a code.</p>
      </ModalDialog>,
    );
    const titleId = /aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(/<div role="dialog" aria-modal="true" aria-labelledby="[^"]+"/);
    expect(html).toContain(`<h2 id="${titleId}" class="text-xl font-bold text-ink-900">Verify your phone</h2>`);
    expect(html).toContain("<p>We sent you a code.</p>");
    expect(html).toMatch(/^<div class="fixed inset-0 z-50/);
  });

  it("is wider for tables when asked", () => {
    const narrow = renderToStaticMarkup(
      <ModalDialog title="A" onClose={() => undefined}>
        x
      </ModalDialog>,
    );
    const wide = renderToStaticMarkup(
      <ModalDialog title="B" size="lg" onClose={() => undefined}>
        x
      </ModalDialog>,
    );
    expect(narrow).toContain("sm:max-w-md");
    expect(wide).toContain("sm:max-w-3xl");
    expect(wide).not.toContain("sm:max-w-md");
  });
});
