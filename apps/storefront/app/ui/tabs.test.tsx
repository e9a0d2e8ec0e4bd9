import { describe, expect, it } from "vitest";
import { renderOnPage } from "./render.test-support";
import { LinkTabs } from "./tabs";

describe("LinkTabs", () => {
  it("is a named tab list of links, the selected tab marked and its panel shown", () => {
    const html = renderOnPage(
      <LinkTabs
        label="Sign in or register"
        selected="register"
        tabs={[
          { id: "login", href: "/en/login", label: "Login" },
          { id: "register", href: "/en/register", label: "Register" },
        ]}
      >
        <form>register form</form>
      </LinkTabs>,
    );
    expect(html).toMatch(
      /role="tablist"[^>]*aria-label="Sign in or register"|aria-label="Sign in or register"[^>]*role="tablist"/,
    );
    const tabs = [...html.matchAll(/<a [^>]*>[^<]*<\/a>/g)].map(([tab]) => tab);
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toContain('href="/en/login"');
    expect(tabs[0]).toContain('role="tab"');
    expect(tabs[0]).toContain('aria-selected="false"');
    expect(tabs[1]).toContain('aria-selected="true"');
    expect(html).toMatch(/role="tabpanel"[^>]*>.*register form/);
  });
});
