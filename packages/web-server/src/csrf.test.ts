import { describe, expect, it } from "vitest";
import { assertSameOrigin, isSameOriginRequest } from "./csrf";

function post(headers: Record<string, string>, url = "https://dukkan.test/en/login"): Request {
  return new Request(url, { method: "POST", headers });
}

describe("same-origin check for form actions", () => {
  it("accepts a form sent from the app's own pages", () => {
    expect(isSameOriginRequest(post({ Origin: "https://dukkan.test" }), {})).toBe(true);
    expect(isSameOriginRequest(post({ Origin: "http://127.0.0.1:3000" }, "http://127.0.0.1:3000/en/login"), {})).toBe(
      true,
    );
  });

  it("falls back to the Referer when the browser sends no Origin", () => {
    expect(isSameOriginRequest(post({ Referer: "https://dukkan.test/en/login?x=1" }), {})).toBe(true);
    expect(isSameOriginRequest(post({ Referer: "https://evil.test/en/login" }), {})).toBe(false);
  });

  it("rejects other sites, sibling subdomains, other ports, opaque origins and requests with neither header", () => {
    for (const origin of ["https://evil.test", "https://blog.dukkan.test", "https://dukkan.test:8443", "null"]) {
      expect(isSameOriginRequest(post({ Origin: origin }), {})).toBe(false);
    }
    expect(isSameOriginRequest(post({}), {})).toBe(false);
  });

  it("accepts the public origin when the shop runs behind a proxy", () => {
    const behindProxy = post({ Origin: "https://www.dukkan.ae" }, "http://10.0.0.5:3000/en/login");
    expect(isSameOriginRequest(behindProxy, {})).toBe(false);
    expect(isSameOriginRequest(behindProxy, { PUBLIC_ORIGIN: "https://www.dukkan.ae" })).toBe(true);
  });

  it("answers a forged request with 403", () => {
    let thrown: unknown;
    try {
      assertSameOrigin(post({ Origin: "https://evil.test" }), {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
    expect(() => assertSameOrigin(post({ Origin: "https://dukkan.test" }), {})).not.toThrow();
  });
});
