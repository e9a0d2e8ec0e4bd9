/**
 * Return requests through the API (account spec §2.18, §2.19, §7 Returns; issue 20): what may be returned and when,
 * every refusal (nothing changed), the refund worked out with the order's promotion and voucher to the fil, files
 * checked by content, the states staff move a request through, stock, credit note, notifications and audit.
 * Amounts are worked out by hand in the comments (Dubai Marina: delivery AED 15; cups 20% off; WELCOME10 10%).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, PNG_PIXEL_BASE64, TEST_NOW } from "../../test/fixtures.js";
import { pixelsOf } from "../../test/images.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { products } from "../db/tables.js";
import { insertAmendmentFixtures, placedOrder, stockOf } from "../orders/amendments/amendment-test-support.js";
import { getOrder, orderOf, WELCOME } from "../orders/order-test-support.js";
import { orderEvents } from "../orders/orders.tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { auditLog } from "../staff/staff.tables.js";
import { returnRequestAttachments, returnRequests } from "./returns.tables.js";
import {
  deliveredDaysAgo,
  deliverOrder,
  returnBody,
  returnCall,
  staffCall,
  uploadFiles,
} from "./returns-test-support.js";
import { returnIdOf } from "./return-view.js";

let t: TestApp;
let fulfilment: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertAmendmentFixtures });
  fulfilment = await staffAuthHeader(t, "fulfilment");
  support = await staffAuthHeader(t, "support");
});
afterAll(() => t.close());

const PNG = Buffer.from(PNG_PIXEL_BASE64, "base64");

/** Cups 4 × 10.00 (entry 0) and lids 3 × 17.00 (entry 1), WELCOME10: 91.00 − 9.10 = 81.90 + 15.00 = 96.90. */
async function deliveredOrder(name: string) {
  const placed = await placedOrder(
    t,
    name,
    [
      [CODES.cup, 4],
      [CODES.lid, 3],
    ],
    [WELCOME],
  );
  await deliverOrder(t, fulfilment, placed.code);
  return placed;
}

async function orderJson(caller: Caller, code: string) {
  const response = await getOrder(t, caller, code);
  expect(response.statusCode, response.body).toBe(200);
  return orderOf(response);
}

async function emailOf(caller: Caller) {
  const me = await t.app.inject({ url: `${OCC}/users/current`, headers: bearer(caller.token!) });
  return (me.json() as { uid: string }).uid;
}

/** The e-mails sent to the address whose subject mentions `text`, waiting for the notification jobs. */
async function mailsAbout(to: string, text: string): Promise<OutboxMessage[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    const found = (response.json() as { messages: OutboxMessage[] }).messages.filter((m) =>
      (m.subject ?? "").includes(text),
    );
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

async function requestCount() {
  return (await t.db.select().from(returnRequests)).length;
}

describe("what may be returned", () => {
  it("nothing before the order is delivered: returnable false, the check gives the reason, the request is refused", async () => {
    const { customer, code } = await placedOrder(t, "Dana", [[CODES.cup, 2]]);
    const order = await orderJson(customer, code);
    expect(order.returnable).toBe(false);
    expect(order.entries!.map((entry) => entry.returnableQuantity)).toEqual([0]);

    const check = await returnCall(t, customer, "POST", "/checkReturnRequest", returnBody(code, [0, 1]));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ errors: [{ type: "ReturnRequestError", reason: "notReturnable" }] });
    const before = await requestCount();
    const refused = await returnCall(t, customer, "POST", "", returnBody(code, [0, 1]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      reason: "notReturnable",
      message: `Order ${code} has nothing that can be returned now.`,
    });
    expect(await requestCount()).toBe(before);
  });

  it("delivered units within the window, of products that allow returns", async () => {
    const { customer, code } = await deliveredOrder("Ebtisam");
    const order = await orderJson(customer, code);
    expect(order.returnable).toBe(true);
    expect(order.entries!.map((entry) => entry.returnableQuantity)).toEqual([4, 3]);

    // The history says so too.
    const history = await t.app.inject({ url: `${OCC}/users/current/orders`, headers: bearer(customer.token!) });
    expect(history.json().orders[0]).toMatchObject({ code, returnable: true });

    // Lids may not be returned any more: only cups.
    await t.db.update(products).set({ returnable: false }).where(eq(products.code, CODES.lid));
    try {
      expect((await orderJson(customer, code)).entries!.map((entry) => entry.returnableQuantity)).toEqual([4, 0]);
      const refused = await returnCall(t, customer, "POST", "", returnBody(code, [1, 1]));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ reason: "quantityTooHigh", subject: "1" });
    } finally {
      await t.db.update(products).set({ returnable: true }).where(eq(products.code, CODES.lid));
    }

    // 15 days after delivery the 14-day window has closed.
    await deliveredDaysAgo(t, code, 15, TEST_NOW);
    expect((await orderJson(customer, code)).returnable).toBe(false);
    const late = await returnCall(t, customer, "POST", "", returnBody(code, [0, 1]));
    expect(late.json().errors[0]).toMatchObject({ reason: "notReturnable" });
    // 13 days: still open.
    await deliveredDaysAgo(t, code, 13, TEST_NOW);
    expect((await orderJson(customer, code)).returnable).toBe(true);
  });

  it("lists the reasons in both languages", async () => {
    const customer = await signedInCustomer(t, "Fadi");
    const en = await returnCall(t, customer, "GET", "/reasons");
    expect(en.statusCode).toBe(200);
    expect(en.json().reasons).toHaveLength(6);
    expect(en.json().reasons[0]).toEqual({ code: "DAMAGED", name: "Arrived damaged" });
    const ar = await returnCall(t, customer, "GET", "/reasons", undefined, "lang=ar");
    expect(ar.json().reasons[0]).toEqual({ code: "DAMAGED", name: "وصل تالفاً" });
  });
});

describe("a return request", () => {
  it("refunds the units' share with the order's promotion and voucher, to the fil, and refuses the same units twice", async () => {
    const { customer, code } = await deliveredOrder("Ghada");
    const check = await returnCall(t, customer, "POST", "/checkReturnRequest", returnBody(code, [0, 2]));
    expect(check.statusCode).toBe(200);
    expect(check.body).toBe("null");

    const created = await returnCall(t, customer, "POST", "", returnBody(code, [0, 2]));
    expect(created.statusCode, created.body).toBe(201);
    // Kept: cups 2 × 10.00 + lids 51.00 = 71.00, 10% → 63.90; refund 81.90 − 63.90 = 18.00, VAT 18 × 5/105 = 0.86.
    // The cups' line fell by 20.00; 2.00 of the voucher's discount was earned on them.
    const request = created.json();
    expect(request).toMatchObject({
      rma: expect.stringMatching(/^R\d{8}$/),
      status: "APPROVAL_PENDING",
      statusDisplay: "Waiting for approval",
      cancellable: true,
      order: { code },
      returnEntries: [
        {
          orderEntry: { entryNumber: 0, product: { code: CODES.cup } },
          expectedQuantity: 2,
          refundAmount: { value: 20 },
        },
      ],
      subTotal: { value: 20 },
      orderGlobalDiscounts: { value: 2 },
      deliveryCost: { value: 0 },
      refundDeliveryCost: false,
      completeReturn: false,
      totalPrice: { value: 18 },
      totalRefundAmount: { value: 18 },
      totalTax: { value: 0.86 },
      attachments: [],
    });
    expect(request.code).toBe(request.rma);

    const order = await orderJson(customer, code);
    expect(order.entries!.map((entry) => entry.returnableQuantity)).toEqual([2, 3]);
    expect(order.returnRequests).toMatchObject([{ rma: request.rma, status: "APPROVAL_PENDING" }]);

    // The same units again, more than are left, a repeated or unknown entry: refused, nothing written.
    const before = await requestCount();
    for (const [body, reason] of [
      [returnBody(code, [0, 3]), "quantityTooHigh"],
      [returnBody(code, [0, 1], [0, 1]), "duplicateEntry"],
      [returnBody(code, [7, 1]), "unknownEntry"],
    ] as const) {
      const refused = await returnCall(t, customer, "POST", "", body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0].reason).toBe(reason);
    }
    const tooMany = await returnCall(t, customer, "POST", "", returnBody(code, [0, 3]), "lang=ar");
    expect(tooMany.json().errors[0].message).toBe("يمكن إرجاع 2 فقط من البند 0.");
    expect(await requestCount()).toBe(before);

    // A second request for a lid: what the rest costs before (63.90) minus after (cups 20.00 + lids 34.00 = 54.00,
    // 10% → 48.60): 15.30, VAT 0.73.
    const second = await returnCall(t, customer, "POST", "", returnBody(code, [1, 1]));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ totalRefundAmount: { value: 15.3 }, totalTax: { value: 0.73 } });

    // The list: newest first, 5 a page.
    const list = await returnCall(t, customer, "GET", "");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      returnRequests: [{ rma: second.json().rma }, { rma: request.rma }],
      pagination: { currentPage: 0, pageSize: 5, totalResults: 2, totalPages: 1, sort: "byDate" },
    });
    const byRma = await returnCall(t, customer, "GET", "", undefined, "sort=byRMA&pageSize=1&currentPage=1");
    expect(byRma.json()).toMatchObject({ returnRequests: [{ rma: request.rma }], pagination: { totalPages: 2 } });
  });

  it("takes a reason and the customer's files, and is cancelled while approval is pending", async () => {
    const { customer, code } = await deliveredOrder("Hala");
    const { rma } = (await returnCall(t, customer, "POST", "", returnBody(code, [0, 4]))).json();

    expect((await returnCall(t, customer, "PATCH", `/${rma}`, { reason: "SOMETHING" })).statusCode).toBe(400);
    const reasoned = await returnCall(t, customer, "PATCH", `/${rma}`, { reason: "DAMAGED" }, "lang=ar");
    expect(reasoned.statusCode, reasoned.body).toBe(200);
    expect(reasoned.json().reason).toEqual({ code: "DAMAGED", name: "وصل تالفاً" });

    const uploaded = await uploadFiles(t, customer, rma, [
      { name: "../broken cup.png", type: "image/png", bytes: PNG },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [file] = uploaded.json().attachments;
    expect(file).toMatchObject({
      name: "broken cup.png",
      realFileName: "broken cup.png",
      mimeType: "image/png",
    });
    const download = await t.app.inject({
      url: `${OCC}/users/current/orderReturns/${rma}/attachments/${file.id}`,
      headers: bearer(customer.token!),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    // Re-encoded (decision 0068): the size listed is the stored file's, the pixel the one sent.
    expect(download.rawPayload.byteLength).toBe(file.size);
    expect(await pixelsOf(download.rawPayload)).toEqual(await pixelsOf(PNG));

    const cancelled = await returnCall(t, customer, "PATCH", `/${rma}`, { status: "CANCELLING" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "CANCELLED", cancellable: false });
    // The units may be asked back again.
    expect((await orderJson(customer, code)).entries!.map((entry) => entry.returnableQuantity)).toEqual([4, 3]);
    const again = await returnCall(t, customer, "PATCH", `/${rma}`, { status: "CANCELLING" });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ type: "IllegalStateError", reason: "transitionNotAllowed" });
  });

  it("refuses disguised, oversized and too many files, keeping none of them", async () => {
    const { customer, code } = await deliveredOrder("Imad");
    const { rma } = (await returnCall(t, customer, "POST", "", returnBody(code, [0, 1]))).json();
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const cases: [string, { name: string; type: string; bytes: Uint8Array }[], string][] = [
      ["an HTML page named .jpg", [{ name: "photo.jpg", type: "image/jpeg", bytes: html }], "notParsable"],
      ["a PNG named .pdf", [{ name: "receipt.pdf", type: "application/pdf", bytes: PNG }], "notParsable"],
      ["a file over 2 MB", [{ name: "huge.png", type: "image/png", bytes: big }], "tooLarge"],
      ["an empty file", [{ name: "empty.png", type: "image/png", bytes: new Uint8Array() }], "arrayNotEmpty"],
      [
        "six files",
        Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: "image/png", bytes: PNG })),
        "tooManyEntries",
      ],
      [
        "a good file with a bad one",
        [
          { name: "good.pdf", type: "application/pdf", bytes: pdf },
          { name: "bad.jpg", type: "image/jpeg", bytes: html },
        ],
        "notParsable",
      ],
    ];
    for (const [what, files, reason] of cases) {
      const response = await uploadFiles(t, customer, rma, files);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json().errors[0].reason, what).toBe(reason);
    }
    expect(
      await t.db
        .select()
        .from(returnRequestAttachments)
        .where(eq(returnRequestAttachments.returnRequestId, returnIdOf(rma)!)),
    ).toEqual([]);
  });

  it("lists each request as its own page shows it, its lines, files and reason with it", async () => {
    const { customer, code } = await deliveredOrder("Jana");
    const first = (await returnCall(t, customer, "POST", "", returnBody(code, [0, 1]))).json();
    const second = (await returnCall(t, customer, "POST", "", returnBody(code, [0, 2], [1, 3]))).json();
    expect((await returnCall(t, customer, "PATCH", `/${first.rma}`, { reason: "DAMAGED" })).statusCode).toBe(200);
    const uploaded = await uploadFiles(t, customer, first.rma, [{ name: "cup.png", type: "image/png", bytes: PNG }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    for (const query of ["", "lang=ar", "sort=byRMA&pageSize=1&currentPage=1"]) {
      const list = await returnCall(t, customer, "GET", "", undefined, query);
      expect(list.statusCode, list.body).toBe(200);
      const listed = list.json().returnRequests as { rma: string }[];
      expect(listed.length, query).toBeGreaterThan(0);
      const language = query.includes("lang=ar") ? "lang=ar" : "";
      for (const request of listed) {
        expect(request, `${query} ${request.rma}`).toEqual(
          (await returnCall(t, customer, "GET", `/${request.rma}`, undefined, language)).json(),
        );
      }
    }
    const newestFirst = (await returnCall(t, customer, "GET", "")).json().returnRequests;
    expect(newestFirst).toMatchObject([
      { rma: second.rma, completeReturn: false, returnEntries: [{ expectedQuantity: 2 }, { expectedQuantity: 3 }] },
      { rma: first.rma, reason: { code: "DAMAGED" }, attachments: [{ name: "cup.png" }] },
    ]);
    expect(newestFirst[0].attachments).toEqual([]);
  });

  it("answers another customer's order and request as unknown", async () => {
    const { customer, code } = await deliveredOrder("Jamil");
    const { rma } = (await returnCall(t, customer, "POST", "", returnBody(code, [0, 1]))).json();
    const stranger = await signedInCustomer(t, "Kareem");
    const before = await requestCount();
    for (const response of [
      await returnCall(t, stranger, "POST", "", returnBody(code, [0, 1])),
      await returnCall(t, stranger, "GET", `/${rma}`),
      await returnCall(t, stranger, "PATCH", `/${rma}`, { status: "CANCELLING" }),
      await uploadFiles(t, stranger, rma, [{ name: "a.png", type: "image/png", bytes: PNG }]),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].type).toBe("UnknownIdentifierError");
    }
    const check = await returnCall(t, stranger, "POST", "/checkReturnRequest", returnBody(code, [0, 1]));
    expect(check.json().errors[0].type).toBe("UnknownIdentifierError");
    expect((await returnCall(t, stranger, "GET", "")).json().returnRequests).toEqual([]);
    expect(await requestCount()).toBe(before);
    expect((await returnCall(t, customer, "GET", `/${rma}`)).json().status).toBe("APPROVAL_PENDING");
  });
});

describe("staff handle a return request", () => {
  it("approve, receive (restockable units back to stock), refund a cash order: REFUNDED, credit note, told each step", async () => {
    const { customer, code } = await deliveredOrder("Lamia");
    const email = await emailOf(customer);
    const { rma } = (await returnCall(t, customer, "POST", "", returnBody(code, [0, 2], [1, 1]))).json();
    // Kept: cups 20.00 + lids 34.00 = 54.00 → 48.60; refund 81.90 − 48.60 = 33.30, VAT 1.59.
    expect((await returnCall(t, customer, "GET", `/${rma}`)).json().totalRefundAmount.value).toBe(33.3);
    expect(await mailsAbout(email, `return request ${rma}`)).toHaveLength(1);

    const list = await staffCall(t, support, "?status=APPROVAL_PENDING&pageSize=100");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().returns).toContainEqual(
      expect.objectContaining({ rma, orderCode: code, status: "APPROVAL_PENDING", units: 3, refundFils: 3_330 }),
    );
    // Receiving before approval is not a step the machine allows.
    const early = await staffCall(t, fulfilment, `/${rma}/receive`, {
      entries: [{ entryNumber: 0, restockable: true }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].reason).toBe("transitionNotAllowed");

    const approved = await staffCall(t, support, `/${rma}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("APPROVED");
    expect(await mailsAbout(email, "is approved")).toHaveLength(1);
    // The customer can no longer cancel it.
    expect((await returnCall(t, customer, "GET", `/${rma}`)).json().cancellable).toBe(false);
    expect((await returnCall(t, customer, "PATCH", `/${rma}`, { status: "CANCELLING" })).statusCode).toBe(400);

    const cups = await stockOf(t, CODES.cup);
    const lids = await stockOf(t, CODES.lid);
    const received = await staffCall(t, fulfilment, `/${rma}/receive`, {
      entries: [
        { entryNumber: 0, restockable: true },
        { entryNumber: 1, restockable: false },
      ],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      status: "RECEIVED",
      entries: [
        { entryNumber: 0, quantity: 2, receivedQuantity: 2, restockedQuantity: 2 },
        { entryNumber: 1, quantity: 1, receivedQuantity: 1, restockedQuantity: 0 },
      ],
    });
    expect(await stockOf(t, CODES.cup)).toBe(cups + 2);
    expect(await stockOf(t, CODES.lid)).toBe(lids);

    const refunded = await staffCall(t, support, `/${rma}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: "REFUNDED",
      refundMethod: "CASH",
      refundFils: 3_330,
      taxFils: 159,
      creditNote: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    });
    const creditNote = refunded.json().creditNote as string;

    const seen = (await returnCall(t, customer, "GET", `/${rma}`)).json();
    expect(seen).toMatchObject({ status: "REFUNDED", refundMethod: "CASH", creditNote: { invoiceId: creditNote } });
    const invoices = await t.app.inject({
      url: `${OCC}/users/current/orders/${code}/invoices`,
      headers: bearer(customer.token!),
    });
    expect(invoices.json().invoices).toContainEqual(
      expect.objectContaining({
        invoiceId: creditNote,
        type: "CREDIT_NOTE",
        totalAmount: expect.objectContaining({ value: 33.3 }),
      }),
    );
    const pdf = await t.app.inject({
      url: `${OCC}/users/current/orders/${code}/invoices/${creditNote}/download`,
      headers: bearer(customer.token!),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const [refundMail] = await mailsAbout(email, `refund for return ${rma}`);
    expect(refundMail?.body).toContain("in cash");
    expect(refundMail?.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf" })]);
    expect(await mailsAbout(email, "received the items")).toHaveLength(1);

    // One step a time: refunding twice is refused; the history and the audit log have each step.
    expect((await staffCall(t, support, `/${rma}/refund`, {})).statusCode).toBe(400);
    const steps = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, Number(code)));
    expect(steps.filter((step) => step.kind === "RETURN").map((step) => [step.toStatus, step.actorType])).toEqual([
      ["APPROVAL_PENDING", "customer"],
      ["APPROVED", "staff"],
      ["RECEIVED", "staff"],
      ["REFUNDED", "staff"],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "returnRequest"), eq(auditLog.targetId, rma)));
    expect(audit.map((row) => row.action).sort()).toEqual(["return.approve", "return.receive", "return.refund"]);
    // The order's return units stay returned.
    expect((await orderJson(customer, code)).entries!.map((entry) => entry.returnableQuantity)).toEqual([2, 2]);
  });

  it("reject with a message the customer reads", async () => {
    const { customer, code } = await deliveredOrder("Maha");
    const email = await emailOf(customer);
    const { rma } = (await returnCall(t, customer, "POST", "", returnBody(code, [1, 3]))).json();
    expect((await staffCall(t, support, `/${rma}/reject`, { message: "" })).statusCode).toBe(400);
    const rejected = await staffCall(t, support, `/${rma}/reject`, { message: "Opened lids cannot be taken back." });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await returnCall(t, customer, "GET", `/${rma}`)).json()).toMatchObject({
      status: "REJECTED",
      statusDisplay: "Rejected",
      rejectionMessage: "Opened lids cannot be taken back.",
      cancellable: false,
    });
    const [mail] = await mailsAbout(email, "was not approved");
    expect(mail?.body).toContain("Opened lids cannot be taken back.");
    // A rejected request holds no units: they may be asked back again.
    expect((await orderJson(customer, code)).entries!.map((entry) => entry.returnableQuantity)).toEqual([4, 3]);
    expect((await staffCall(t, support, `/${rma}/approve`, {})).statusCode).toBe(400);
  });

  it("finds requests by status, order number and customer; one request with its customer, history and refund ways", async () => {
    const { customer, code } = await deliveredOrder("Nawal");
    const email = await emailOf(customer);
    const { rma } = (await returnCall(t, customer, "POST", "", returnBody(code, [0, 1]))).json();
    expect((await returnCall(t, customer, "PATCH", `/${rma}`, { reason: "DAMAGED" })).statusCode).toBe(200);
    const other = await deliveredOrder("Omaima");
    const otherRma = (await returnCall(t, other.customer, "POST", "", returnBody(other.code, [1, 1]))).json().rma;

    const rmas = async (query: string) => {
      const response = await staffCall(t, support, `?pageSize=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().returns as { rma: string }[]).map((row) => row.rma);
    };
    expect(await rmas(`orderCode=${code}`)).toEqual([rma]);
    // The start of the e-mail, or the full name, as the customer search.
    expect(await rmas(`customer=${encodeURIComponent(email.slice(0, email.indexOf("@")))}`)).toEqual([rma]);
    expect(await rmas("customer=nawal")).toContain(rma);
    expect(await rmas("customer=nawal")).not.toContain(otherRma);
    expect(await rmas(`orderCode=${code}&status=APPROVED`)).toEqual([]);
    // Newest first.
    const all = await rmas("status=APPROVAL_PENDING");
    expect(all.indexOf(otherRma)).toBeLessThan(all.indexOf(rma));
    expect((await staffCall(t, support, "?orderCode=12ab")).statusCode).toBe(400);
    const listed = (await staffCall(t, support, `?orderCode=${code}`)).json().returns[0];
    expect(listed).toMatchObject({ customerEmail: email, customerName: expect.stringContaining("Nawal") });

    await staffCall(t, support, `/${rma}/approve`, {});
    await staffCall(t, fulfilment, `/${rma}/receive`, { entries: [{ entryNumber: 0, restockable: false }] });
    const detail = await staffCall(t, support, `/${rma}?lang=ar`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      status: "RECEIVED",
      customerId: expect.any(String),
      reasonCode: "DAMAGED",
      reason: "وصل تالفاً",
      refundMethods: ["CASH"],
      history: [
        { kind: "STATUS", fromStatus: null, toStatus: "APPROVAL_PENDING", actorType: "customer" },
        { kind: "STATUS", fromStatus: "APPROVAL_PENDING", toStatus: "APPROVED", actorType: "staff" },
        { kind: "STATUS", fromStatus: "APPROVED", toStatus: "RECEIVED", actorType: "staff" },
      ],
    });
    // The customer's id opens their page in the staff customer routes.
    const profile = await t.app.inject({ url: `/admin/v1/customers/${detail.json().customerId}`, headers: support });
    expect(profile.json()).toMatchObject({ email });

    // A cash order is not refunded to a card.
    const toCard = await staffCall(t, support, `/${rma}/refund`, { method: "CARD" });
    expect(toCard.statusCode).toBe(400);
    expect(toCard.json().errors[0]).toMatchObject({ reason: "refundNotPossible" });
    const cash = await staffCall(t, support, `/${rma}/refund`, { method: "CASH" });
    expect(cash.json()).toMatchObject({ status: "REFUNDED", refundMethod: "CASH", refundMethods: [] });
    expect((await staffCall(t, support, `/${rma}`)).json().history.at(-1)).toMatchObject({
      toStatus: "REFUNDED",
      actorType: "staff",
    });
  });

  it("answers an unknown request as unknown", async () => {
    const response = await staffCall(t, support, "/99999999");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].type).toBe("UnknownIdentifierError");
  });
});
