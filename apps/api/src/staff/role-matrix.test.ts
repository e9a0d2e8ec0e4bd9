/**
 * Who may call which staff route. Every operation under /admin/v1 in the OpenAPI document must have a row in
 * ROUTE_ROLES below (written by hand, so a new route without one fails here), and for every row:
 * - without a token: 401, except the public sign-in routes;
 * - a member who has not enrolled an authenticator: only the ENROLLING routes;
 * - each enrolled role: allowed exactly where the row says, 403 elsewhere.
 * "Allowed" means the guard let the request through: any answer but 401/403 (the made-up ids and empty bodies
 * get 400 or 404 from the route itself).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createStaffMember, staffAuthHeader, staffSignIn } from "./staff-test-support.js";

const ALL = STAFF_ROLES;
/** No token needed. */
const PUBLIC = "public";
/** Any signed-in member, also one still to enrol an authenticator. */
const ENROLLING = "enrolling";
type Access = typeof PUBLIC | typeof ENROLLING | readonly StaffRole[];

const ROUTE_ROLES: Record<string, Access> = {
  "POST /admin/v1/auth/token": PUBLIC,
  "POST /admin/v1/auth/second-factor": PUBLIC,
  "POST /admin/v1/auth/set-password": PUBLIC,
  "POST /admin/v1/auth/revoke": ENROLLING,
  "POST /admin/v1/auth/revoke-all": ENROLLING,
  "GET /admin/v1/me": ENROLLING,
  "POST /admin/v1/me/second-factor": ENROLLING,
  "POST /admin/v1/me/second-factor/confirm": ENROLLING,
  "POST /admin/v1/me/recovery-codes": ALL,
  "GET /admin/v1/dashboard": ALL,
  "GET /admin/v1/staff": ["owner"],
  "POST /admin/v1/staff": ["owner"],
  "POST /admin/v1/staff/{id}/password-link": ["owner"],
  "POST /admin/v1/staff/{id}/deactivate": ["owner"],
  "POST /admin/v1/staff/{id}/second-factor/reset": ["owner"],
  "GET /admin/v1/audit-log": ["owner"],
  "GET /admin/v1/customers": ["owner", "support"],
  "GET /admin/v1/customers/{customerId}": ["owner", "support"],
  "POST /admin/v1/customers/{customerId}/disable": ["owner", "support"],
  "POST /admin/v1/customers/{customerId}/enable": ["owner", "support"],
  "POST /admin/v1/customers/{customerId}/password-reset": ["owner", "support"],
  "POST /admin/v1/customers/{customerId}/loyalty/adjustments": ["owner", "support"],
  "POST /admin/v1/loyalty/qr-code/verify": ["owner", "support", "fulfilment"],
  "PUT /admin/v1/stock/{productCode}": ["owner", "fulfilment"],
  "GET /admin/v1/orders": ["owner", "fulfilment"],
  "GET /admin/v1/orders/{code}": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/accept": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/consignments/{consignmentCode}/ship": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/consignments/{consignmentCode}/pick": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/consignments/{consignmentCode}/deliver": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/consignments/{consignmentCode}/ready-for-pickup": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/consignments/{consignmentCode}/hand-over": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/consignments/{consignmentCode}/tracking-events": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/cancellation": ["owner", "fulfilment", "support"],
  "POST /admin/v1/orders/{code}/attachments": ["owner", "fulfilment"],
  "POST /admin/v1/orders/{code}/payment/retry-capture": ["owner", "fulfilment"],
  "GET /admin/v1/orders/{code}/packing-slip.pdf": ["owner", "fulfilment"],
  "GET /admin/v1/pick-list.pdf": ["owner", "fulfilment"],
  "GET /admin/v1/orders/{code}/invoices": ["owner", "fulfilment", "support"],
  "GET /admin/v1/orders/{code}/invoices/{invoiceNumber}.pdf": ["owner", "fulfilment", "support"],
  "GET /admin/v1/delivery-areas": ["owner"],
  "PUT /admin/v1/delivery-areas/{isocode}": ["owner"],
  "GET /admin/v1/returns": ["owner", "fulfilment", "support"],
  "GET /admin/v1/returns/{rma}": ["owner", "fulfilment", "support"],
  "GET /admin/v1/returns/{rma}/attachments/{attachmentId}": ["owner", "fulfilment", "support"],
  "POST /admin/v1/returns/{rma}/approve": ["owner", "support"],
  "POST /admin/v1/returns/{rma}/reject": ["owner", "support"],
  "POST /admin/v1/returns/{rma}/receive": ["owner", "fulfilment"],
  "POST /admin/v1/returns/{rma}/refund": ["owner", "support"],
  "GET /admin/v1/tickets": ["owner", "support"],
  "GET /admin/v1/tickets/{ticketId}": ["owner", "support"],
  "GET /admin/v1/tickets/{ticketId}/events/{eventCode}/attachments/{attachmentId}": ["owner", "support"],
  "POST /admin/v1/tickets/{ticketId}/events": ["owner", "support"],
  "POST /admin/v1/tickets/{ticketId}/status": ["owner", "support"],
  "POST /admin/v1/tickets/{ticketId}/assign": ["owner", "support"],
  "GET /admin/v1/tickets/{ticketId}/stream": ["owner", "support"],
  "GET /admin/v1/products": ["owner", "merchandiser", "fulfilment"],
  "GET /admin/v1/categories": ["owner", "merchandiser", "fulfilment"],
  "GET /admin/v1/products/export.csv": ["owner", "merchandiser"],
  "POST /admin/v1/products/import": ["owner", "merchandiser"],
  "GET /admin/v1/products/{code}": ["owner", "merchandiser", "fulfilment"],
  "PATCH /admin/v1/products/{code}": ["owner", "merchandiser"],
  "PUT /admin/v1/products/{code}/price": ["owner", "merchandiser"],
  "PUT /admin/v1/products/{code}/stock": ["owner", "merchandiser", "fulfilment"],
  "POST /admin/v1/products/{code}/images": ["owner", "merchandiser"],
  "PATCH /admin/v1/products/{code}/images/{position}": ["owner", "merchandiser"],
  "DELETE /admin/v1/products/{code}/images/{position}": ["owner", "merchandiser"],
  "POST /admin/v1/products/{code}/images/{position}/move": ["owner", "merchandiser"],
  "GET /admin/v1/stores": ["owner", "merchandiser"],
  "POST /admin/v1/stores": ["owner", "merchandiser"],
  "GET /admin/v1/stores/{name}": ["owner", "merchandiser"],
  "PUT /admin/v1/stores/{name}": ["owner", "merchandiser"],
  "GET /admin/v1/brands": ["owner", "merchandiser", "fulfilment"],
  "POST /admin/v1/brands": ["owner", "merchandiser"],
  "PUT /admin/v1/brands/{code}": ["owner", "merchandiser"],
  "DELETE /admin/v1/brands/{code}": ["owner", "merchandiser"],
  "POST /admin/v1/brands/{code}/move": ["owner", "merchandiser"],
  "PUT /admin/v1/brands/{code}/logo": ["owner", "merchandiser"],
  "DELETE /admin/v1/brands/{code}/logo": ["owner", "merchandiser"],
  "GET /admin/v1/products/{code}/scheduled-prices": ["owner", "merchandiser"],
  "POST /admin/v1/products/{code}/scheduled-prices": ["owner", "merchandiser"],
  "POST /admin/v1/products/{code}/scheduled-prices/{id}/cancel": ["owner", "merchandiser"],
  "GET /admin/v1/promotions": ["owner", "merchandiser"],
  "POST /admin/v1/promotions": ["owner", "merchandiser"],
  "GET /admin/v1/promotions/{code}": ["owner", "merchandiser"],
  "PUT /admin/v1/promotions/{code}": ["owner", "merchandiser"],
  "GET /admin/v1/vouchers": ["owner", "merchandiser"],
  "POST /admin/v1/vouchers": ["owner", "merchandiser"],
  "GET /admin/v1/vouchers/{code}": ["owner", "merchandiser"],
  "PUT /admin/v1/vouchers/{code}": ["owner", "merchandiser"],
  "POST /admin/v1/cms/pages/{pageId}/preview-link": ["owner", "merchandiser"],
  "GET /admin/v1/cms/layout": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/slots/{slotId}/components": ["owner", "merchandiser"],
  "PATCH /admin/v1/cms/components/{componentId}": ["owner", "merchandiser"],
  "POST /admin/v1/customers/{customerId}/agent-sessions": ["owner", "support"],
  "POST /admin/v1/agent-sessions": ["owner", "support"],
  // The storefront server trades a hand-over code (the credential) for an agent token; the agent token alone ends
  // its session, so every back-office token, of whatever role, gets 403 there (decision 0076).
  "POST /admin/v1/agent-sessions/redeem": PUBLIC,
  "POST /admin/v1/agent-sessions/end": [],
  "GET /admin/v1/cms/pages": ["owner", "merchandiser"],
  "POST /admin/v1/cms/pages": ["owner", "merchandiser"],
  "GET /admin/v1/cms/pages/{pageId}": ["owner", "merchandiser"],
  "DELETE /admin/v1/cms/pages/{pageId}": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/pages/{pageId}": ["owner", "merchandiser"],
  "POST /admin/v1/cms/pages/{pageId}/publish": ["owner", "merchandiser"],
  "POST /admin/v1/cms/pages/{pageId}/unpublish": ["owner", "merchandiser"],
  "GET /admin/v1/cms/home": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/home/banners": ["owner", "merchandiser"],
  "POST /admin/v1/cms/banners": ["owner", "merchandiser"],
  "DELETE /admin/v1/cms/banners/{uid}": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/banners/{uid}": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/banners/{uid}/picture": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/carousels/{uid}": ["owner", "merchandiser"],
  "GET /admin/v1/cms/campaigns": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/campaigns/{uid}": ["owner", "merchandiser"],
  "PUT /admin/v1/cms/sale-banners/{uid}": ["owner", "merchandiser"],
};

/** Routes that end the calling session: each call gets a session of its own. */
const ENDS_SESSION = new Set(["POST /admin/v1/auth/revoke", "POST /admin/v1/auth/revoke-all"]);

let t: TestApp;
let operations: { key: string; method: string; url: string }[];
const enrolled = new Map<StaffRole, Record<string, string>>();
let notEnrolled: Record<string, string>;

async function notEnrolledSession(): Promise<Record<string, string>> {
  const member = await createStaffMember(t, "owner");
  return { authorization: `Bearer ${(await staffSignIn(t, member.email)).access_token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject("/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/admin/v1/"))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        // Made-up identifiers: the guard decides before the route looks anything up.
        url: path.replace("{id}", randomUUID()).replace(/\{[^}]+\}/g, "00000001"),
      })),
    );
  for (const role of STAFF_ROLES) enrolled.set(role, await staffAuthHeader(t, role));
  notEnrolled = await notEnrolledSession();
});
afterAll(() => t.close());

async function statusOf(operation: { key: string; method: string; url: string }, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: operation.method as "GET",
    url: operation.url,
    headers: { ...headers, "content-type": "application/json" },
    ...(operation.method === "GET" ? {} : { payload: "{}" }),
  });
  return response.statusCode;
}

const isAllowed = (status: number) => status !== 401 && status !== 403;

describe("the staff role matrix", () => {
  it("has a row for every staff route of the OpenAPI document, and no row for a route that is gone", () => {
    expect(operations.map((operation) => operation.key).sort()).toEqual(Object.keys(ROUTE_ROLES).sort());
  });

  it("answers 401 without a token, except on the public sign-in routes", async () => {
    for (const operation of operations) {
      const status = await statusOf(operation, {});
      if (ROUTE_ROLES[operation.key] === PUBLIC) expect(status, operation.key).not.toBe(401);
      else expect(status, operation.key).toBe(401);
    }
  });

  it("lets a member without an authenticator reach only the enrolment routes", async () => {
    for (const operation of operations) {
      const access = ROUTE_ROLES[operation.key]!;
      if (access === PUBLIC) continue;
      const headers = ENDS_SESSION.has(operation.key) ? await notEnrolledSession() : notEnrolled;
      const status = await statusOf(operation, headers);
      expect(isAllowed(status), `${operation.key}: ${status}`).toBe(access === ENROLLING);
      if (access !== ENROLLING) expect(status, operation.key).toBe(403);
    }
  });

  for (const role of STAFF_ROLES) {
    it(`gives ${role} exactly the routes of its role`, async () => {
      for (const operation of operations) {
        const access = ROUTE_ROLES[operation.key]!;
        if (access === PUBLIC) continue;
        const headers = ENDS_SESSION.has(operation.key) ? await staffAuthHeader(t, role) : enrolled.get(role)!;
        const status = await statusOf(operation, headers);
        const expected = access === ENROLLING || access.includes(role);
        expect(isAllowed(status), `${role} ${operation.key}: ${status}`).toBe(expected);
        if (!expected) expect(status, `${role} ${operation.key}`).toBe(403);
      }
    });
  }
});
