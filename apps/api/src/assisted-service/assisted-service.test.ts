/**
 * Assisted service (issue 19 screen 10, decision 0076): support starts an agent session for a customer, the
 * storefront redeems its single-use hand-over code for the agent's token, and with the customer's id in the
 * `sap-commerce-cloud-user-id` header the agent builds the customer's cart, applies a coupon and places a cash
 * order, which the customer then finds in their own history. Everything is on the audit log naming agent and
 * customer; what only the customer may do, a back-office token, a customer's token, another role and an ended or
 * expired session are refused.
 */
import { and, desc, eq, like } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgentHandover, AgentSession } from "@dukkan/staff-api";
import { PaymentLinkSent } from "@dukkan/occ/checkout";
import { createTestApp, type TestApp } from "../../test/app.js";
import { bearer, createCustomer, OCC, signIn, type RegisteredCustomer } from "../account/account-test-support.js";
import {
  createAddress,
  IN_MARINA,
  MARINA_ADDRESS,
  setMode,
  setPaymentMode,
} from "../checkout/checkout-test-support.js";
import { auditLog, customers, sandboxOutbox, staffMembers } from "../db/tables.js";
import { CODES } from "../../test/fixtures.js";
import { insertOrderFixtures, orderOf, WELCOME } from "../orders/order-test-support.js";
import { createStaffMember, enrolAuthenticator, staffAuthHeader, staffSignIn } from "../staff/staff-test-support.js";
import { agentSessions } from "./agent-sessions.tables.js";

const HEADER = "sap-commerce-cloud-user-id";
let t: TestApp;
let customer: RegisteredCustomer;
let customerId: string;

async function customerIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: customers.customerId }).from(customers).where(eq(customers.uid, email));
  return row!.id;
}

/** A signed-in member of `role` with their id and back-office header. */
async function member(role: "owner" | "support" | "fulfilment" | "merchandiser") {
  const created = await createStaffMember(t, role);
  const { access_token } = await staffSignIn(t, created.email);
  await enrolAuthenticator(t, access_token);
  return { ...created, headers: { authorization: `Bearer ${access_token}` } };
}

const start = (headers: Record<string, string>, id = customerId, language = "en") =>
  t.app.inject({
    method: "POST",
    url: `/admin/v1/customers/${id}/agent-sessions`,
    headers,
    payload: { language },
  });

const redeem = (code: string) =>
  t.app.inject({ method: "POST", url: "/admin/v1/agent-sessions/redeem", payload: { code } });

/** Starts and redeems a session of `headers`' member for the customer; answers the agent's token. */
async function agentToken(headers: Record<string, string>, forCustomer = customerId): Promise<string> {
  const started = await start(headers, forCustomer);
  expect(started.statusCode, started.body).toBe(201);
  const code = new URL(AgentHandover.parse(started.json()).handoverUrl).searchParams.get("code")!;
  const redeemed = await redeem(code);
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  return AgentSession.parse(redeemed.json()).accessToken;
}

/** A call for the customer as the agent: the agent's token and the customer's id in the header. */
const asAgent = (
  token: string,
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  payload?: object,
  forCustomer = customerId,
) =>
  t.app.inject({
    method,
    url: `${OCC}${path}${path.includes("?") ? "&" : "?"}${IN_MARINA}`,
    headers: { ...bearer(token), [HEADER]: forCustomer },
    ...(payload ? { payload } : {}),
  });

const auditRows = (action: string, targetId = customerId) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  t = await createTestApp();
  await insertOrderFixtures(t.db);
  customer = await createCustomer(t, { firstName: "Mariam" });
  customerId = await customerIdOf(customer.email);
});
afterAll(() => t.close());

describe("an agent session for a customer", () => {
  it("lets support build the customer's cart, apply a coupon and place a cash order the customer sees, all audited", async () => {
    const support = await member("support");
    const started = await start(support.headers, customerId, "ar");
    expect(started.statusCode, started.body).toBe(201);
    const handover = AgentHandover.parse(started.json());
    const link = new URL(handover.handoverUrl);
    expect(link.pathname).toBe("/ar/assisted-service/start");
    const redeemed = await redeem(link.searchParams.get("code")!);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const session = AgentSession.parse(redeemed.json());
    expect(session.customer).toEqual({ customerId, name: "Mariam Al Mansoori" });
    expect(session.agent.email).toBe(support.email);
    const token = session.accessToken;

    const cart = await asAgent(token, "POST", "/users/current/carts");
    expect(cart.statusCode, cart.body).toBe(201);
    const added = await asAgent(token, "POST", "/users/current/carts/current/entries", {
      product: { code: CODES.lid },
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const coupon = await asAgent(token, "POST", `/users/current/carts/current/vouchers?voucherId=${WELCOME}`);
    expect(coupon.statusCode, coupon.body).toBe(200);
    const caller = { userId: "current", token };
    const agentApp = withAgentHeader(t, customerId);
    expect((await setMode(agentApp, caller, "current", "home-delivery")).statusCode).toBe(200);
    expect((await createAddress(agentApp, caller, "current", MARINA_ADDRESS)).statusCode).toBe(201);
    expect((await setPaymentMode(agentApp, caller, "current", "pay-on-delivery")).statusCode).toBe(200);
    const placed = await asAgent(token, "POST", "/users/current/orders?cartId=current&termsChecked=true");
    const order = orderOf(placed);
    expect(order.appliedVouchers?.map((voucher) => voucher.voucherCode)).toEqual([WELCOME]);

    // The customer, signed in themselves, finds the order in their history.
    const own = await t.app.inject({
      method: "GET",
      url: `${OCC}/users/current/orders?${IN_MARINA}`,
      headers: bearer(await signIn(t, customer)),
    });
    expect(own.json().orders.map((row: { code: string }) => row.code)).toContain(order.code);

    const calls = await auditRows("agent.call");
    expect(calls.length).toBeGreaterThanOrEqual(7);
    expect(calls[0]).toMatchObject({
      staffEmail: support.email,
      role: "support",
      targetType: "customer",
      targetId: customerId,
      details: { agent: support.email, method: "POST", route: "/occ/v2/dukkan/users/:userId/orders", status: 201 },
    });
    expect((await auditRows("agent-session.start"))[0]).toMatchObject({ staffEmail: support.email });
    expect((await auditRows("agent-session.redeem"))[0]).toMatchObject({ staffEmail: support.email });
  });

  it("redeems a hand-over code once, and not after it expired", async () => {
    const support = await member("support");
    const started = await start(support.headers);
    const code = new URL(started.json().handoverUrl).searchParams.get("code")!;
    expect((await redeem(code)).statusCode).toBe(200);
    const again = await redeem(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ type: "AgentSessionError", reason: "invalidHandover" });

    const late = await start(support.headers);
    await t.db
      .update(agentSessions)
      .set({ handoverExpiresAt: new Date(0) })
      .where(eq(agentSessions.id, late.json().agentSessionId));
    const lateCode = new URL(late.json().handoverUrl).searchParams.get("code")!;
    expect((await redeem(lateCode)).statusCode).toBe(400);
  });

  it("refuses an ended session and an expired one with 401", async () => {
    const support = await member("support");
    const token = await agentToken(support.headers);
    expect((await asAgent(token, "GET", "/users/current")).statusCode).toBe(200);
    const ended = await t.app.inject({ method: "POST", url: "/admin/v1/agent-sessions/end", headers: bearer(token) });
    expect(ended.statusCode, ended.body).toBe(204);
    const afterEnd = await asAgent(token, "GET", "/users/current");
    expect(afterEnd.statusCode).toBe(401);
    expect(afterEnd.json().errors[0].type).toBe("InvalidTokenError");
    expect((await auditRows("agent-session.end"))[0]).toMatchObject({ staffEmail: support.email });

    const expiring = await agentToken(support.headers);
    await t.db
      .update(agentSessions)
      .set({ expiresAt: new Date(0) })
      .where(and(eq(agentSessions.staffId, support.id), eq(agentSessions.customerUid, customer.email)));
    expect((await asAgent(expiring, "GET", "/users/current")).statusCode).toBe(401);
  });

  it("answers 403 with an audit row to a role that may not act for customers", async () => {
    const fulfilment = await member("fulfilment");
    const refused = await start(fulfilment.headers);
    expect(refused.statusCode).toBe(403);
    const denied = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "access.denied"), eq(auditLog.staffId, fulfilment.id)));
    expect(denied).toMatchObject([
      { role: "fulfilment", targetType: "route", targetId: "POST /admin/v1/customers/:customerId/agent-sessions" },
    ]);

    // Its back-office token with the customer header: refused too, and on record naming both.
    const direct = await asAgent(fulfilment.headers.authorization.slice(7), "GET", "/users/current");
    expect(direct.statusCode).toBe(403);
    expect((await auditRows("agent.denied"))[0]).toMatchObject({
      staffEmail: fulfilment.email,
      targetId: customerId,
      details: { reason: "not an agent session" },
    });

    // A support member moved to another role mid-session loses it at the next call.
    const support = await member("support");
    const token = await agentToken(support.headers);
    await t.db.update(staffMembers).set({ role: "merchandiser" }).where(eq(staffMembers.id, support.id));
    expect((await asAgent(token, "GET", "/users/current")).statusCode).toBe(403);
    expect((await auditRows("agent.denied"))[0]).toMatchObject({ staffId: support.id, details: { reason: "role" } });
  });

  it("honours the customer header only with an agent token, and only for the session's customer", async () => {
    const other = await createCustomer(t, { firstName: "Hessa" });
    const ownToken = await signIn(t, other);
    const withCustomerToken = await asAgent(ownToken, "GET", "/users/current");
    expect(withCustomerToken.statusCode).toBe(403);
    const withoutToken = await t.app.inject({
      method: "GET",
      url: `${OCC}/users/current`,
      headers: { [HEADER]: customerId },
    });
    expect(withoutToken.statusCode).toBe(401);

    const owner = await member("owner");
    const token = await agentToken(owner.headers);
    const otherId = await customerIdOf(other.email);
    expect((await asAgent(token, "GET", "/users/current", undefined, otherId)).statusCode).toBe(403);
    expect((await asAgent(token, "GET", `/users/${encodeURIComponent(other.email)}`)).statusCode).toBe(403);
    const profile = await asAgent(token, "GET", `/users/${encodeURIComponent(customer.email)}`);
    expect(profile.statusCode).toBe(200);
    // The agent token is no back-office token.
    const adminCall = await t.app.inject({ method: "GET", url: "/admin/v1/customers", headers: bearer(token) });
    expect(adminCall.statusCode).toBe(401);
  });

  it("keeps the password, the e-mail, saved cards and card payments to the customer", async () => {
    const support = await member("support");
    const token = await agentToken(support.headers);
    const refused = [
      await asAgent(
        token,
        "PUT",
        `/users/current/password?old=${encodeURIComponent(customer.password)}&new=Dukkan%232027x`,
      ),
      await asAgent(token, "PUT", `/users/current/login?newLogin=else%40example.ae&password=x`),
      await asAgent(token, "GET", "/users/current/paymentdetails"),
      await asAgent(token, "POST", "/users/current/carts/current/payment/session"),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const rows = await auditRows("agent.denied");
    expect(rows.filter((row) => row.staffId === support.id && row.details?.reason === "customer only")).toHaveLength(4);
  });
});

describe("a payment link for the customer's cart (decision 0085)", () => {
  /** A customer writing in Arabic, with a cart built by a support agent; answers the agent's token and the ids. */
  async function agentWithCart(ready: boolean) {
    const shopper = await createCustomer(t, { firstName: "Noura", lang: "ar" });
    const shopperId = await customerIdOf(shopper.email);
    const support = await member("support");
    const token = await agentToken(support.headers, shopperId);
    const call = (method: "GET" | "POST", path: string, payload?: object) =>
      asAgent(token, method, path, payload, shopperId);
    expect((await call("POST", "/users/current/carts")).statusCode).toBe(201);
    const added = await call("POST", "/users/current/carts/current/entries", {
      product: { code: CODES.lid },
      quantity: 3,
    });
    expect(added.statusCode, added.body).toBe(200);
    if (ready) {
      const agentApp = withAgentHeader(t, shopperId);
      const caller = { userId: "current", token };
      expect((await setMode(agentApp, caller, "current", "home-delivery")).statusCode).toBe(200);
      expect((await createAddress(agentApp, caller, "current", MARINA_ADDRESS)).statusCode).toBe(201);
    }
    const sendLink = () => call("POST", "/users/current/carts/current/paymentlink");
    return { shopper, shopperId, support, token, call, sendLink };
  }

  const messagesTo = (recipient: string) =>
    t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, recipient)).orderBy(desc(sandboxOutbox.id));

  it("e-mails and texts the customer, in their language, a link to pay the cart's total themselves", async () => {
    const { shopper, shopperId, support, call, sendLink } = await agentWithCart(true);
    const cart = await call("GET", "/users/current/carts/current?fields=FULL&lang=ar");
    const total: string = cart.json().totalPrice.formattedValue;

    const sent = await sendLink();
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = PaymentLinkSent.parse(sent.json());
    expect(answer).toMatchObject({ email: shopper.email, phoneNumber: shopper.phoneNumber });
    expect(answer.totalPrice.formattedValue).toBe(total);

    const [mail] = await messagesTo(shopper.email);
    expect(mail).toMatchObject({ channel: "EMAIL" });
    expect(mail!.subject).toContain(total);
    expect(mail!.body).toContain("Noura");
    expect(mail!.body).toContain(support.name);
    expect(mail!.body).toContain("عدد القطع: 3");
    expect(mail!.body).toMatch(/https?:\/\/[^/\s]+\/ar\/checkout\/payment-link(\s|$)/);
    const [text] = await messagesTo(shopper.phoneNumber);
    expect(text).toMatchObject({ channel: "SMS" });
    expect(text!.body).toContain(total);
    expect(text!.body).toContain("/ar/checkout/payment-link");

    const [audited] = await auditRows("agent.call", shopperId);
    expect(audited).toMatchObject({ staffId: support.id });
    expect(audited!.details).toMatchObject({
      method: "POST",
      route: "/occ/v2/dukkan/users/:userId/carts/:cartId/paymentlink",
      status: 201,
    });
  });

  it("refuses a cart without its delivery address and mode, and sends nothing", async () => {
    const { shopper, sendLink } = await agentWithCart(false);
    const refused = await sendLink();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      type: "ValidationError",
      reason: "checkoutReview.checkOutHasMissing",
    });
    expect(await messagesTo(shopper.email)).toHaveLength(1); // the activation e-mail only
  });

  it("is the agent's: the customer's own token is refused", async () => {
    const { shopper } = await agentWithCart(true);
    const own = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/carts/current/paymentlink?${IN_MARINA}`,
      headers: bearer(await signIn(t, shopper)),
    });
    expect(own.statusCode).toBe(403);
    expect(await messagesTo(shopper.email)).toHaveLength(1);
  });

  it("sends three links for a cart in an hour and refuses the fourth with 429", async () => {
    const { shopper, sendLink } = await agentWithCart(true);
    const statuses = [];
    for (let count = 0; count < 4; count += 1) statuses.push((await sendLink()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await messagesTo(shopper.email)).toHaveLength(4); // activation + three links
  });
});

describe("an agent serving a guest (decision 0087)", () => {
  /** A support member's guest session in `language`: answers the agent's token and the session as redeemed. */
  async function guestSession(headers: Record<string, string>, language = "en") {
    const started = await t.app.inject({
      method: "POST",
      url: "/admin/v1/agent-sessions",
      headers,
      payload: { language },
    });
    expect(started.statusCode, started.body).toBe(201);
    const link = new URL(AgentHandover.parse(started.json()).handoverUrl);
    expect(link.pathname).toBe(`/${language}/assisted-service/start`);
    const redeemed = await redeem(link.searchParams.get("code")!);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    return AgentSession.parse(redeemed.json());
  }

  /** A guest cart of three lids built by the agent, with the guest's e-mail when `email` is given. */
  async function guestCart(token: string, email?: string) {
    const guestApp = withAgentHeader(t, "anonymous");
    const caller = { userId: "anonymous", token };
    const created = await asAgent(token, "POST", "/users/anonymous/carts", undefined, "anonymous");
    expect(created.statusCode, created.body).toBe(201);
    const guid: string = created.json().guid;
    const added = await asAgent(
      token,
      "POST",
      `/users/anonymous/carts/${guid}/entries`,
      { product: { code: CODES.lid }, quantity: 3 },
      "anonymous",
    );
    expect(added.statusCode, added.body).toBe(200);
    if (email) {
      const given = await asAgent(
        token,
        "PUT",
        `/users/anonymous/carts/${guid}/email?email=${email}`,
        undefined,
        "anonymous",
      );
      expect(given.statusCode, given.body).toBe(200);
    }
    expect((await setMode(guestApp, caller, guid, "home-delivery")).statusCode).toBe(200);
    expect((await createAddress(guestApp, caller, guid, MARINA_ADDRESS)).statusCode).toBe(201);
    return {
      guid,
      sendLink: (language = "en") =>
        asAgent(token, "POST", `/users/anonymous/carts/${guid}/paymentlink?lang=${language}`, undefined, "anonymous"),
    };
  }

  const mailTo = (recipient: string) =>
    t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, recipient)).orderBy(desc(sandboxOutbox.id));

  it("builds a guest cart and e-mails the guest a link to pay it, with every call audited against the cart", async () => {
    const support = await member("support");
    const session = await guestSession(support.headers, "ar");
    expect(session.customer).toBeNull();
    const { guid, sendLink } = await guestCart(session.accessToken, "guest.buyer@example.com");
    const cart = await asAgent(
      session.accessToken,
      "GET",
      `/users/anonymous/carts/${guid}?fields=FULL&lang=ar`,
      undefined,
      "anonymous",
    );
    const total: string = cart.json().totalPrice.formattedValue;

    const sent = await sendLink("ar");
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = PaymentLinkSent.parse(sent.json());
    expect(answer.email).toBe("guest.buyer@example.com");
    expect(answer.phoneNumber).toBeUndefined();
    const [mail] = await mailTo("guest.buyer@example.com");
    expect(mail!.subject).toContain(total);
    expect(mail!.body).toContain("Alice");
    expect(mail!.body).toContain(support.name);
    expect(mail!.body).toContain(`/ar/checkout/payment-link?cart=${guid}`);
    expect(mail!.body).not.toContain("سجّل الدخول");
    const carryingTheLink = await t.db
      .select()
      .from(sandboxOutbox)
      .where(like(sandboxOutbox.body, `%${guid}%`));
    expect(carryingTheLink.map((message) => message.channel)).toEqual(["EMAIL"]);

    const calls = await auditRows("agent.call", guid);
    expect(
      calls.map((row) => [row.targetType, row.staffId, (row.details as { status: number }).status]),
    ).toContainEqual(["guest", support.id, 201]);
    expect(calls.length).toBeGreaterThanOrEqual(5);
    const [started] = await auditRows("agent-session.start", "anonymous");
    expect(started).toMatchObject({ staffId: support.id, targetType: "guest" });
  });

  it("needs the guest's e-mail before a link, and sends nothing without it", async () => {
    const support = await member("support");
    const session = await guestSession(support.headers);
    const { sendLink } = await guestCart(session.accessToken);
    const refused = await sendLink();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      type: "ValidationError",
      reason: "checkoutReview.checkOutHasMissing",
      subject: "email",
    });
  });

  it("reaches guest carts only, and a customer's session reaches no guest cart", async () => {
    const support = await member("support");
    const guest = await guestSession(support.headers);
    const onCustomer = await asAgent(guest.accessToken, "GET", "/users/current/carts/current", undefined, "anonymous");
    expect(onCustomer.statusCode).toBe(403);
    const namingCustomer = await asAgent(
      guest.accessToken,
      "GET",
      "/users/current/carts/current",
      undefined,
      customerId,
    );
    expect(namingCustomer.statusCode).toBe(403);
    const profile = await asAgent(guest.accessToken, "GET", "/users/anonymous", undefined, "anonymous");
    expect(profile.statusCode).toBe(403);

    const forCustomer = await agentToken(support.headers);
    const guestCartOfCustomerSession = await asAgent(
      forCustomer,
      "POST",
      "/users/anonymous/carts",
      undefined,
      "anonymous",
    );
    expect(guestCartOfCustomerSession.statusCode).toBe(403);
    const [denied] = await auditRows("agent.denied", "anonymous");
    expect(denied).toMatchObject({ staffId: support.id, targetType: "guest" });
    expect(denied!.details).toMatchObject({ reason: "customer session" });
  });

  it("is for the agent roles only, and a guest's own call is refused a payment link", async () => {
    const fulfilment = await member("fulfilment");
    const refused = await t.app.inject({
      method: "POST",
      url: "/admin/v1/agent-sessions",
      headers: fulfilment.headers,
      payload: { language: "en" },
    });
    expect(refused.statusCode).toBe(403);

    const support = await member("support");
    const session = await guestSession(support.headers);
    const { guid } = await guestCart(session.accessToken, "plain.guest@example.com");
    const asGuest = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/anonymous/carts/${guid}/paymentlink?${IN_MARINA}`,
    });
    expect(asGuest.statusCode).toBe(403);
    expect(await mailTo("plain.guest@example.com")).toHaveLength(0);
  });
});

describe("the role guard's refusals", () => {
  it("records an access.denied row when a role calls a staff route it may not", async () => {
    const merchandiser = await staffAuthHeader(t, "merchandiser");
    const response = await t.app.inject({ method: "GET", url: "/admin/v1/customers", headers: merchandiser });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "access.denied"), eq(auditLog.targetId, "GET /admin/v1/customers")));
    expect(row).toMatchObject({ role: "merchandiser", targetType: "route" });
  });
});

/** The test app with the agent header added to every call, for the shared checkout call helpers. */
function withAgentHeader(target: TestApp, forCustomer: string): TestApp {
  const inject = (options: InjectOptions | string) => {
    const given = typeof options === "string" ? { url: options } : options;
    return target.app.inject({ ...given, headers: { ...given.headers, [HEADER]: forCustomer } });
  };
  return { ...target, app: { ...target.app, inject } as unknown as TestApp["app"] };
}
