import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { renderOnPage } from "./render.test-support";

describe("Button", () => {
  it("is a native submit button with the primary look by default, keeping its name and value", () => {
    const html = renderToStaticMarkup(
      <Button type="submit" name="intent" value="login" className="w-full">
        Sign in
      </Button>,
    );
    expect(html).toMatch(/^<button [^>]*>Sign in<\/button>$/);
    expect(html).toContain('type="submit"');
    expect(html).toContain('name="intent"');
    expect(html).toContain('value="login"');
    expect(html).toContain("bg-brand-700");
    expect(html).toContain("hover:bg-brand-800");
    expect(html).toContain("px-6 py-3 text-base");
    expect(html).toContain(" w-full");
  });

  it("has a look per variant and a padding per size", () => {
    expect(buttonClass({ variant: "secondary" })).toContain("border border-ink-200");
    expect(buttonClass({ variant: "secondary" })).not.toContain("bg-brand-700");
    expect(buttonClass({ variant: "ghost" })).toContain("hover:underline");
    expect(buttonClass({ variant: "danger" })).toContain("bg-sale");
    expect(buttonClass({ size: "sm" })).toContain("px-4 py-2 text-sm");
    expect(buttonClass({ size: "md" })).toContain("px-5 py-2.5 text-sm");
  });

  it("says when it cannot be pressed", () => {
    const html = renderToStaticMarkup(<Button disabled>Save</Button>);
    expect(html).toContain('disabled=""');
    expect(html).toContain("disabled:bg-brand-500");
  });
});

describe("LinkButton", () => {
  it("is a link (not a button) with a button's look", () => {
    const html = renderOnPage(
      <LinkButton to="/en/login" variant="secondary" className="mt-6 w-full">
        Back to sign in
      </LinkButton>,
    );
    expect(html).toMatch(
      /^<a class="[^"]*border border-ink-200[^"]*mt-6 w-full" href="\/en\/login"[^>]*>Back to sign in<\/a>$/,
    );
  });
});
