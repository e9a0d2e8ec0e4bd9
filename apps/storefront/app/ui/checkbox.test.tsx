import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField } from "@dukkan/ui/checkbox";

describe("CheckboxField", () => {
  it("is a labelled checkbox with its name and value", () => {
    const html = renderToStaticMarkup(
      <CheckboxField name="consent" value="true" defaultChecked>
        I agree
      </CheckboxField>,
    );
    const id = /<input id="([^"]+)"/.exec(html)![1];
    const input = /<input [^>]*>/.exec(html)![0];
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('name="consent"');
    expect(input).toContain('value="true"');
    expect(input).toContain('checked=""');
    expect(html).toContain(`<label for="${id}" class="text-sm text-ink-800">I agree</label>`);
    expect(html).not.toContain("aria-invalid=");
  });

  it("ties its error to the checkbox", () => {
    const html = renderToStaticMarkup(
      <CheckboxField name="terms" error="Please accept the terms">
        I accept the terms
      </CheckboxField>,
    );
    const errorId = /aria-describedby="([^"]+)"/.exec(html)![1];
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(
      `<p id="${errorId}" class="mt-1.5 text-sm font-medium text-sale">Please accept the terms</p>`,
    );
  });
});
