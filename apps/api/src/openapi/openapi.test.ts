import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OpenAPI", () => {
  it("documents every route with its parameters and response shapes", async () => {
    const response = await t.app.inject("/openapi.json");
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe("3.0.3");
    const prefix = "/occ/v2/dukkan";
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/health",
        "/health/ready",
        "/medias/{code}",
        "/authorizationserver/oauth/token",
        "/admin/v1/auth/token",
        "/admin/v1/auth/revoke",
        "/admin/v1/auth/revoke-all",
        "/admin/v1/auth/second-factor",
        "/admin/v1/me/second-factor",
        "/admin/v1/me/second-factor/confirm",
        "/admin/v1/me/recovery-codes",
        "/admin/v1/staff/{id}/second-factor/reset",
        "/admin/v1/stores",
        "/admin/v1/stores/{name}",
        "/admin/v1/me",
        "/admin/v1/auth/set-password",
        "/admin/v1/staff",
        "/admin/v1/staff/{id}/password-link",
        "/admin/v1/staff/{id}/deactivate",
        "/admin/v1/audit-log",
        "/admin/v1/dashboard",
        "/admin/v1/customers",
        "/admin/v1/customers/{customerId}",
        "/admin/v1/customers/{customerId}/disable",
        "/admin/v1/customers/{customerId}/enable",
        "/admin/v1/customers/{customerId}/password-reset",
        "/admin/v1/customers/{customerId}/loyalty/adjustments",
        "/admin/v1/loyalty/qr-code/verify",
        "/admin/v1/delivery-areas",
        "/admin/v1/delivery-areas/{isocode}",
        "/admin/v1/stock/{productCode}",
        "/admin/v1/products",
        "/admin/v1/categories",
        "/admin/v1/products/export.csv",
        "/admin/v1/products/import",
        "/admin/v1/products/{code}",
        "/admin/v1/products/{code}/price",
        "/admin/v1/products/{code}/stock",
        "/admin/v1/orders",
        "/admin/v1/orders/{code}",
        "/admin/v1/orders/{code}/accept",
        "/admin/v1/orders/{code}/consignments/{consignmentCode}/ship",
        "/admin/v1/orders/{code}/consignments/{consignmentCode}/pick",
        "/admin/v1/orders/{code}/consignments/{consignmentCode}/deliver",
        "/admin/v1/orders/{code}/consignments/{consignmentCode}/ready-for-pickup",
        "/admin/v1/orders/{code}/consignments/{consignmentCode}/hand-over",
        "/admin/v1/orders/{code}/consignments/{consignmentCode}/tracking-events",
        "/admin/v1/orders/{code}/cancellation",
        "/admin/v1/orders/{code}/attachments",
        "/admin/v1/orders/{code}/payment/retry-capture",
        "/admin/v1/orders/{code}/invoices",
        "/admin/v1/orders/{code}/packing-slip.pdf",
        "/admin/v1/pick-list.pdf",
        "/admin/v1/orders/{code}/invoices/{invoiceNumber}.pdf",
        "/admin/v1/returns",
        "/admin/v1/returns/{rma}",
        "/admin/v1/returns/{rma}/attachments/{attachmentId}",
        "/admin/v1/returns/{rma}/approve",
        "/admin/v1/returns/{rma}/reject",
        "/admin/v1/returns/{rma}/receive",
        "/admin/v1/returns/{rma}/refund",
        `${prefix}/products/{productCode}`,
        `${prefix}/products`,
        `${prefix}/products/search`,
        `${prefix}/products/searchbox`,
        `${prefix}/categories/search/{categoryCode}`,
        `${prefix}/categories/main/{mainCategoryName}/sub/{subCategoryName}`,
        `${prefix}/countries/{isoCode}/regions`,
        `${prefix}/cms/pages`,
        `${prefix}/pages`,
        `${prefix}/paymentmodes`,
        `${prefix}/stores`,
        `${prefix}/stores/{storeId}`,
        `${prefix}/stores/country/{countryIso}/region/{regionIso}`,
        `${prefix}/users/{userId}/carts/{cartId}/addresses/delivery`,
        `${prefix}/users/{userId}/carts/{cartId}/addresses/delivery/pos`,
        `${prefix}/users/{userId}/carts/{cartId}/deliverymode`,
        `${prefix}/users/{userId}/carts/{cartId}/deliverymodes`,
        `${prefix}/users/{userId}/carts/{cartId}/email`,
        `${prefix}/users/{userId}/carts/{cartId}/paymentmode`,
        `${prefix}/cms/pages/{pageId}`,
        `${prefix}/page/{pageId}`,
        `${prefix}/cms/components`,
        `${prefix}/cms/components/{componentId}`,
        "/authorizationserver/oauth/revoke",
        "/dev/outbox",
        "/dev/outbox/attachments/{attachmentId}",
        `${prefix}/users`,
        `${prefix}/users/{userId}`,
        `${prefix}/users/{userId}/checkRegister`,
        `${prefix}/users/{userId}/check/{email}/{phoneNumber}`,
        `${prefix}/users/{userId}/token/{tokenId}`,
        `${prefix}/users/{userId}/verificationToken`,
        `${prefix}/users/{userId}/password`,
        `${prefix}/users/{userId}/login`,
        `${prefix}/confirmemailchange`,
        `${prefix}/users/{userId}/consenttemplates`,
        `${prefix}/users/{userId}/consenttemplates/{consentTemplateId}`,
        `${prefix}/users/{userId}/consents`,
        `${prefix}/users/{userId}/consents/{consentCode}`,
        `${prefix}/forgottenpasswordtokens`,
        `${prefix}/geocoding/reverse`,
        `${prefix}/geocoding/search`,
        `${prefix}/login/{provider}/auth/redirection`,
        `${prefix}/resetpassword`,
        `${prefix}/emails/addEmailSubscription`,
        `${prefix}/smss/allowToSubmit`,
        `${prefix}/smss/submit`,
        `${prefix}/smss/verify`,
        `${prefix}/users/{userId}/productinterests`,
        `${prefix}/users/{userId}/notificationpreferences`,
        `${prefix}/users/{userId}/pushes/notification/info`,
        `${prefix}/users/{userId}/pushes/notification/info/inactive`,
        `${prefix}/users/{userId}/pushes/webpush/subscriptions`,
        `${prefix}/products/{productCode}/references`,
        `${prefix}/products/recommendations`,
        "/medias/qrcode~{target}",
        `${prefix}/products/productsLatestReviews`,
        `${prefix}/products/{productCode}/reviews`,
        `${prefix}/products/productsForComparison`,
        `${prefix}/users/{userId}/wishlist`,
        `${prefix}/users/{userId}/wishlist/entries`,
        `${prefix}/users/{userId}/wishlist/entries/{productCode}`,
        `${prefix}/users/{userId}/addresses`,
        `${prefix}/users/{userId}/addresses/{addressId}`,
        `${prefix}/users/{userId}/addresses/verification`,
        `${prefix}/users/{userId}/carts`,
        `${prefix}/users/{userId}/carts/{cartId}`,
        `${prefix}/users/{userId}/carts/{cartId}/entries`,
        `${prefix}/users/{userId}/carts/{cartId}/entries/{entryNumber}`,
        `${prefix}/users/{userId}/carts/{cartId}/validate`,
        `${prefix}/users/{userId}/carts/{cartId}/stockCheck`,
        `${prefix}/users/{userId}/carts/{cartId}/bundles`,
        `${prefix}/users/{userId}/carts/{cartId}/entrygroups/{entryGroupNumber}`,
        `${prefix}/products/{productCode}/configurators/textfield`,
        `${prefix}/users/{userId}/carts/{cartId}/entries/configurator/textfield`,
        `${prefix}/users/{userId}/carts/{cartId}/entries/{entryNumber}/configurator/textfield`,
        `${prefix}/users/{userId}/carts/{cartId}/save`,
        `${prefix}/users/{userId}/carts/{cartId}/savedcart`,
        `${prefix}/users/{userId}/carts/{cartId}/restoresavedcart`,
        `${prefix}/users/{userId}/carts/{cartId}/flagForDeletion`,
        `${prefix}/users/{userId}/carts/{cartId}/clonesavedcart`,
        `${prefix}/users/{userId}/carts/{cartId}/vouchers`,
        `${prefix}/users/{userId}/carts/{cartId}/vouchers/{voucherId}`,
        `${prefix}/users/{userId}/customercoupons`,
        `${prefix}/users/{userId}/customercoupons/{couponCode}/claim`,
        `${prefix}/users/{userId}/orders`,
        `${prefix}/users/{userId}/orders/{code}`,
        `${prefix}/users/{userId}/orders/{code}/consignments/{consignmentCode}/tracking`,
        `${prefix}/users/{userId}/orders/{code}/invoices`,
        `${prefix}/users/{userId}/orders/{code}/invoices/tax/download`,
        `${prefix}/users/{userId}/orders/{code}/invoices/{invoiceId}/download`,
        `${prefix}/users/{userId}/carts/{cartId}/payment/session`,
        `${prefix}/users/{userId}/carts/{cartId}/paymentdetails`,
        `${prefix}/users/{userId}/paymentdetails`,
        `${prefix}/users/{userId}/paymentdetails/{paymentDetailsId}`,
        `${prefix}/users/{userId}/carts/{cartId}/payment/auth/init`,
        `${prefix}/users/{userId}/carts/{cartId}/payment/auth/process`,
        `${prefix}/users/{userId}/carts/{cartId}/payment/process`,
        `${prefix}/users/{userId}/orders/{code}/cancellation`,
        `${prefix}/users/{userId}/cartFromOrder`,
        `${prefix}/users/{userId}/orders/{code}/attachments`,
        `${prefix}/users/{userId}/orders/{code}/attachments/{attachmentId}`,
        `${prefix}/users/{userId}/orderReturns`,
        `${prefix}/users/{userId}/orderReturns/reasons`,
        `${prefix}/users/{userId}/orderReturns/checkReturnRequest`,
        `${prefix}/users/{userId}/orderReturns/{rma}`,
        `${prefix}/users/{userId}/orderReturns/{rma}/attachments`,
        `${prefix}/users/{userId}/orderReturns/{rma}/attachments/{attachmentId}`,
        `${prefix}/ticketCategories`,
        `${prefix}/users/{userId}/ticketAssociatedObjects`,
        `${prefix}/users/{userId}/tickets`,
        `${prefix}/users/{userId}/tickets/{ticketId}`,
        `${prefix}/users/{userId}/tickets/{ticketId}/events`,
        `${prefix}/users/{userId}/tickets/{ticketId}/events/{eventCode}/attachments`,
        `${prefix}/users/{userId}/tickets/{ticketId}/events/{eventCode}/attachments/{attachmentId}`,
        "/admin/v1/tickets",
        "/admin/v1/tickets/{ticketId}",
        "/admin/v1/tickets/{ticketId}/assign",
        "/admin/v1/tickets/{ticketId}/events",
        "/admin/v1/tickets/{ticketId}/events/{eventCode}/attachments/{attachmentId}",
        "/admin/v1/tickets/{ticketId}/status",
        `${prefix}/users/{userId}/redemption/loyalty-point`,
        `${prefix}/users/{userId}/redemption/loyalty-point/qr-code`,
        `${prefix}/users/{userId}/redemption/loyalty-point/histories`,
        `${prefix}/users/{userId}/carts/{cartId}/redemption/value`,
        `${prefix}/users/{userId}/replenishmentOrders`,
        `${prefix}/users/{userId}/replenishmentOrders/{code}`,
        `${prefix}/users/{userId}/replenishmentOrders/{code}/orders`,
      ].sort(),
    );
    const product = doc.paths[`${prefix}/products/{productCode}`].get;
    expect(product.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(
      ["area", "curr", "fields", "lang", "productCode"].sort(),
    );
    expect(product.responses["200"].content["application/json"].schema.$ref).toBe("#/components/schemas/Product");
    expect(product.responses["400"].content["application/json"].schema.$ref).toBe("#/components/schemas/OccErrorList");
    expect(doc.components.schemas.Product.properties).toHaveProperty("priceAfterDiscount");
    const cart = doc.paths[`${prefix}/users/{userId}/carts/{cartId}`].get;
    expect(cart.responses["200"].content["application/json"].schema.$ref).toBe("#/components/schemas/Cart");
    const entry = doc.paths[`${prefix}/users/{userId}/carts/{cartId}/entries/{entryNumber}`];
    expect(Object.keys(entry).sort()).toEqual(["delete", "patch", "put"]);
    expect(doc.components.schemas.Cart.properties).toHaveProperty("totalPriceWithTax");
    const search = doc.paths[`${prefix}/products/search`].get;
    expect(search.responses["200"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/ProductSearchPage",
    );
    const token = doc.paths["/authorizationserver/oauth/token"].post;
    expect(Object.keys(token.requestBody.content)).toContain("application/x-www-form-urlencoded");
  });

  it("serves the browsable docs page and its JSON", async () => {
    const page = await t.app.inject("/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger");
    const json = await t.app.inject("/docs/json");
    expect(json.statusCode).toBe(200);
    expect(json.json().info.title).toBe("Dukkan commerce API");
  });
});
