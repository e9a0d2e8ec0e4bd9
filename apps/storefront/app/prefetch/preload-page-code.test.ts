import { describe, expect, it } from "vitest";
import { pageScripts, type RouteAssets } from "./preload-page-code";

const manifest: RouteAssets = {
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/react.js"] },
    "layout/lang": { module: "/assets/lang.js", imports: ["/assets/react.js", "/assets/header.js"] },
    "checkout/payment/payment-details-route": {
      module: "/assets/payment.js",
      imports: ["/assets/react.js", "/assets/money.js"],
    },
    "order-confirmation/order-confirmation-route": {
      module: "/assets/order-confirmation.js",
      imports: ["/assets/react.js", "/assets/money.js", "/assets/form-fields.js"],
    },
  },
};

describe("the code a page needs beyond the current one", () => {
  it("is the new routes' modules and imports that the current page has not loaded", () => {
    expect(
      pageScripts(
        manifest,
        ["root", "layout/lang", "order-confirmation/order-confirmation-route"],
        ["root", "layout/lang", "checkout/payment/payment-details-route"],
      ),
    ).toEqual(["/assets/order-confirmation.js", "/assets/form-fields.js"]);
  });

  it("is nothing for the page already shown or for routes the manifest does not know", () => {
    const current = ["root", "layout/lang", "checkout/payment/payment-details-route"];
    expect(pageScripts(manifest, current, current)).toEqual([]);
    expect(pageScripts(manifest, ["root", "unknown"], current)).toEqual([]);
  });
});
