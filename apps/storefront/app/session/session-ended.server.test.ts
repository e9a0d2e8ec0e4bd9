import { describe, expect, it } from "vitest";
import { pageUrl } from "./session-ended.server";

describe("pageUrl", () => {
  it("is the page a document request is for, with its query", () => {
    expect(pageUrl("http://shop.test/en/cart?coupon=1")).toBe("/en/cart?coupon=1");
  });

  it("drops React Router's data suffix and route list from a client navigation's request", () => {
    expect(pageUrl("http://shop.test/en/my-account/update-profile.data?_routes=root%2Clayout")).toBe(
      "/en/my-account/update-profile",
    );
    expect(pageUrl("http://shop.test/_root.data")).toBe("/");
  });
});
