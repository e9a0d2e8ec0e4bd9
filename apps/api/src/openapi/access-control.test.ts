/**
 * The access-control matrix of the customers' API, walked from the OpenAPI document so that a new
 * `users/{userId}/…` route cannot be left out. Customer B owns a cart with an entry, a saved address, a wishlist
 * entry and a placed order (with its consignment and tax invoice); customer A and an anonymous caller then try
 * every operation on B's data:
 * - A's token with B's uid as `{userId}`;
 * - A's token on `users/current/…` with B's cart, address, order, consignment or invoice in the path;
 * - no token, with B's uid as `{userId}`, and as `anonymous` with B's cart's guid.
 * None of these may succeed (2xx) or redirect (3xx), and afterwards B's data is exactly as it was. The same
 * requests with B's own token do reach the routes (some succeed), so the matrix is not refused for another reason.
 * The staff API's matrix (every role × every /admin/v1 route) is in the staff feature.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { bearer, createCustomer, freshIp, OCC, signIn } from "../account/account-test-support.js";
import { MARINA_ADDRESS } from "../checkout/checkout-test-support.js";
import { add, checkOut, insertOrderFixtures, newCart, orderOf, placeOrder } from "../orders/order-test-support.js";
import { deliverOrder, returnBody } from "../returns/returns-test-support.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { fillPath, openApiWalker, type OpenApiDocument, type WalkedOperation } from "./openapi-test-support.js";

const USERS_PATH = `${OCC}/users/{userId}`;

/** Path parameters naming something a customer owns: B's values of them. */
interface Owned {
  uid: string;
  token: string;
  cartCode: string;
  cartGuid: string;
  addressId: string;
  orderCode: string;
  consignmentCode: string;
  invoiceId: string;
  rma: string;
  ticketId: string;
  eventCode: string;
}
const OWNED_PARAMETERS = [
  "cartId",
  "addressId",
  "code",
  "consignmentCode",
  "invoiceId",
  "rma",
  "ticketId",
  "eventCode",
];

let t: TestApp;
let doc: OpenApiDocument;
let a: { uid: string; token: string };
let b: Owned;

async function call(method: string, url: string, token: string | undefined, payload?: string, type?: string) {
  return t.app.inject({
    method: method.toUpperCase() as "GET",
    url,
    remoteAddress: freshIp(),
    headers: { ...(token ? bearer(token) : {}), ...(type ? { "content-type": type } : {}) },
    ...(payload !== undefined && method !== "get" ? { payload } : {}),
  });
}

/** What B's data looks like through B's own eyes: the matrix must leave it exactly so. */
async function bView(): Promise<Record<string, unknown>> {
  const read = async (path: string) => (await call("get", `${OCC}/users/current/${path}`, b.token)).json();
  const cart = await read(`carts/${b.cartCode}`);
  const order = await read(`orders/${b.orderCode}`);
  return {
    cart: { entries: cart.entries?.map((entry: { quantity: number }) => entry.quantity), total: cart.totalPrice },
    addresses: (await read("addresses")).addresses?.map((address: { id: string; line1: string }) => address.id),
    wishlist: (await read("wishlist")).entries?.length,
    order: { status: order.status, total: order.totalPrice?.value, cancellable: order.cancellable },
    returns: (await read("orderReturns")).returnRequests?.map(
      (request: { rma: string; status: string; reason?: unknown; attachments: unknown[] }) => [
        request.rma,
        request.status,
        request.reason,
        request.attachments.length,
      ],
    ),
    tickets: (await read("tickets")).tickets?.map(
      (ticket: { id: string; status: { id: string }; ticketEvents: { ticketEventAttachments: unknown[] }[] }) => [
        ticket.id,
        ticket.status.id,
        ticket.ticketEvents.length,
        ticket.ticketEvents.flatMap((event) => event.ticketEventAttachments).length,
      ],
    ),
    profile: (({ firstName, lastName, phoneNumber }) => ({ firstName, lastName, phoneNumber }))(await read("")),
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  doc = (await t.app.inject("/openapi.json")).json();
  const [aAccount, bAccount] = [
    await createCustomer(t, { firstName: "Amal" }),
    await createCustomer(t, { firstName: "Badr" }),
  ];
  a = { uid: aAccount.email, token: await signIn(t, aAccount) };
  const bToken = await signIn(t, bAccount);
  const bCaller = { userId: "current", token: bToken };

  // B's placed order (pay on delivery to Dubai Marina), a delivered one with a return request, then a new cart
  // with an entry left in it.
  const orderCart = await newCart(t, bCaller);
  await add(t, bCaller, orderCart, CODES.cup, 2);
  await checkOut(t, bCaller, orderCart);
  const order = orderOf(await placeOrder(t, bCaller, orderCart));
  // B's delivered order, two cups of which B asked to return.
  const deliveredCart = await newCart(t, bCaller);
  await add(t, bCaller, deliveredCart, CODES.cup, 3);
  await checkOut(t, bCaller, deliveredCart);
  const delivered = orderOf(await placeOrder(t, bCaller, deliveredCart));
  await deliverOrder(t, await staffAuthHeader(t, "fulfilment"), delivered.code!);
  const returned = await call(
    "post",
    `${OCC}/users/current/orderReturns`,
    bToken,
    JSON.stringify(returnBody(delivered.code!, [0, 2])),
    "application/json",
  );
  expect(returned.statusCode, returned.body).toBe(201);
  // B's support ticket about the placed order.
  const ticket = await call(
    "post",
    `${OCC}/users/current/tickets`,
    bToken,
    JSON.stringify({
      subject: "Where is my order?",
      message: "It has not arrived.",
      associatedTo: { type: "Order", code: order.code },
    }),
    "application/json",
  );
  expect(ticket.statusCode, ticket.body).toBe(201);
  const cartId = await newCart(t, bCaller);
  await add(t, bCaller, cartId, CODES.lid, 1);
  const cart = (await call("get", `${OCC}/users/current/carts/current`, bToken)).json();
  const address = (
    await call("post", `${OCC}/users/current/addresses`, bToken, JSON.stringify(MARINA_ADDRESS), "application/json")
  ).json();
  const wished = await call(
    "post",
    `${OCC}/users/current/wishlist/entries`,
    bToken,
    JSON.stringify({ productCode: CODES.cup }),
    "application/json",
  );
  expect(wished.statusCode, wished.body).toBeLessThan(300);
  const invoices = (await call("get", `${OCC}/users/current/orders/${order.code}/invoices`, bToken)).json();
  b = {
    uid: bAccount.email,
    token: bToken,
    cartCode: cart.code,
    cartGuid: cart.guid,
    addressId: address.id,
    orderCode: order.code,
    consignmentCode: order.consignments![0]!.code,
    invoiceId: invoices.invoices[0].invoiceId,
    rma: returned.json().rma,
    ticketId: ticket.json().id,
    eventCode: ticket.json().ticketEvents[0].code,
  };
  expect(
    Object.values(b).every((value) => typeof value === "string" && value.length > 0),
    JSON.stringify(b),
  ).toBe(true);
}, 120_000);
afterAll(() => t.close());

function customerOperations(): WalkedOperation[] {
  return openApiWalker(doc)
    .operations()
    .filter(({ path }) => path.startsWith(USERS_PATH));
}

/** B's values for the owned parameters; plausible values for the rest. */
function bPathValues(userId: string, cartId = b.cartCode): Record<string, string> {
  return {
    userId,
    cartId,
    addressId: b.addressId,
    code: b.orderCode,
    consignmentCode: b.consignmentCode,
    invoiceId: b.invoiceId,
    rma: b.rma,
    ticketId: b.ticketId,
    eventCode: b.eventCode,
    entryNumber: "0",
    entryGroupNumber: "1",
    productCode: CODES.cup,
    voucherId: "WELCOME10",
    couponCode: "WELCOME10",
    paymentDetailsId: "00000000-0000-4000-8000-000000000000",
    attachmentId: "00000000-0000-4000-8000-000000000000",
    tokenId: "x",
  };
}

interface Attempt {
  label: string;
  operation: WalkedOperation;
  url: string;
  token: string | undefined;
}

function attemptsOn(operation: WalkedOperation): Attempt[] {
  const walker = openApiWalker(doc);
  const query = walker.requiredQuery(operation.operation);
  const names = (operation.operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
  const urlFor = (values: Record<string, string>) => fillPath(operation.path, values, query);
  const attempts: Attempt[] = [
    { label: "A with B's uid", operation, url: urlFor(bPathValues(b.uid)), token: a.token },
    { label: "anonymous with B's uid", operation, url: urlFor(bPathValues(b.uid)), token: undefined },
  ];
  if (names.some((name) => OWNED_PARAMETERS.includes(name))) {
    attempts.push({
      label: "A on current with B's things",
      operation,
      url: urlFor(bPathValues("current")),
      token: a.token,
    });
  }
  if (names.includes("cartId")) {
    attempts.push({
      label: "A on current with B's cart guid",
      operation,
      url: urlFor(bPathValues("current", b.cartGuid)),
      token: a.token,
    });
    attempts.push({
      label: "anonymous with B's cart guid",
      operation,
      url: urlFor(bPathValues("anonymous", b.cartGuid)),
      token: undefined,
    });
  }
  return attempts;
}

describe("the customers' access-control matrix", () => {
  it("lets nobody but B read or change B's cart, addresses, wishlist, orders, invoices or profile", async () => {
    const operations = customerOperations();
    // Every users/{userId} route of the document, the sign-in and registration helpers included.
    expect(operations.length).toBeGreaterThan(50);
    const before = await bView();
    const walker = openApiWalker(doc);

    const allowed: string[] = [];
    let sent = 0;
    // Writes that end a session or an account go last, so the rest run with both customers signed in.
    const ordered = [...operations].sort((x, y) => Number(x.method === "delete") - Number(y.method === "delete"));
    for (const operation of ordered) {
      const { contentType, value, encode } = walker.body(operation.operation);
      for (const attempt of attemptsOn(operation)) {
        sent += 1;
        const response = await call(operation.method, attempt.url, attempt.token, value && encode(value), contentType);
        if (response.statusCode < 400) {
          allowed.push(`${operation.method.toUpperCase()} ${attempt.url} [${attempt.label}] → ${response.statusCode}`);
        }
      }
    }
    expect(allowed).toEqual([]);
    expect(sent).toBeGreaterThan(150);
    expect(await bView()).toEqual(before);
  }, 300_000);

  it("answers B's own reads of the same routes, so the refusals above are about who asks", async () => {
    const reads = customerOperations().filter(({ method }) => method === "get");
    const walker = openApiWalker(doc);
    const succeeded: string[] = [];
    for (const operation of reads) {
      const url = fillPath(operation.path, bPathValues("current"), walker.requiredQuery(operation.operation));
      const response = await call("get", url, b.token);
      if (response.statusCode === 200) succeeded.push(operation.path);
    }
    // B reads their cart, its delivery modes, addresses, wishlist, orders, the order, its tracking, invoices and
    // profile; each of these was refused to A and to anonymous callers above.
    for (const path of [
      `${USERS_PATH}`,
      `${USERS_PATH}/addresses`,
      `${USERS_PATH}/carts/{cartId}`,
      `${USERS_PATH}/wishlist`,
      `${USERS_PATH}/orders`,
      `${USERS_PATH}/orders/{code}`,
      `${USERS_PATH}/orders/{code}/invoices`,
      `${USERS_PATH}/orderReturns`,
      `${USERS_PATH}/orderReturns/{rma}`,
      `${USERS_PATH}/orderReturns/reasons`,
      `${USERS_PATH}/tickets`,
      `${USERS_PATH}/tickets/{ticketId}`,
      `${USERS_PATH}/ticketAssociatedObjects`,
    ]) {
      expect(succeeded, path).toContain(path);
    }
  }, 120_000);
});
