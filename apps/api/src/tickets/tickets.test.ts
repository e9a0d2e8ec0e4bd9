/**
 * Support tickets through the API (account spec §2.23, §4.9, §7 Support tickets; issue 20): opening a ticket about
 * an order, the list and its sorts, the customer's messages with closing and reopening, files checked by content,
 * every refusal (nothing changed), another customer's tickets answering as unknown, staff replies e-mailed to the
 * customer, status changes and assignments audited, and the roles that may not answer tickets.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@dukkan/occ";
import { Ticket, TicketList } from "@dukkan/occ/tickets";
import { StaffTicket, StaffTicketList } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, PNG_PIXEL_BASE64 } from "../../test/fixtures.js";
import { pixelsOf } from "../../test/images.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { GUEST, signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { insertAmendmentFixtures, placedOrder } from "../orders/amendments/amendment-test-support.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { auditLog } from "../staff/staff.tables.js";
import { supportTicketAttachments, supportTicketEvents, supportTickets } from "./tickets.tables.js";
import { multipartForm, type TestFile } from "../../test/multipart.js";

let t: TestApp;
let support: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertAmendmentFixtures });
  support = await staffAuthHeader(t, "support");
});
afterAll(() => t.close());

const PNG = new Uint8Array(Buffer.from(PNG_PIXEL_BASE64, "base64"));
const HTML = new Uint8Array(Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script>"));
const TEXT = new Uint8Array(Buffer.from("Order 12 arrived with a torn box.\nPhotos follow.\n"));

function call(caller: Caller, method: "GET" | "POST", path: string, payload?: unknown, query = "") {
  return t.app.inject({
    method,
    url: `${OCC}/users/${caller.userId}${path}${query ? `?${query}` : ""}`,
    headers: {
      ...(caller.token ? bearer(caller.token) : {}),
      ...(payload ? { "content-type": "application/json" } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

async function openTicket(caller: Caller, body: Record<string, unknown> = {}) {
  const response = await call(caller, "POST", "/tickets", {
    subject: "Lids do not fit",
    message: "The lids I received do not fit the 8 oz cups.",
    ticketCategory: { id: "PROBLEM" },
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return Ticket.parse(response.json());
}

function upload(caller: Caller, ticketId: string, eventCode: string, file: TestFile) {
  const form = multipartForm({}, file, "ticketEventAttachment");
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/tickets/${ticketId}/events/${eventCode}/attachments`,
    headers: { ...bearer(caller.token!), ...form.headers },
    payload: form.payload,
  });
}

function staffCall(headers: Record<string, string>, path: string, payload?: object) {
  return t.app.inject({
    method: payload === undefined ? "GET" : "POST",
    url: `/admin/v1/tickets${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function emailOf(caller: Caller) {
  const me = await t.app.inject({ url: `${OCC}/users/current`, headers: bearer(caller.token!) });
  return (me.json() as { uid: string }).uid;
}

/** The e-mails sent to the address whose subject mentions `text`, waiting for the notification job. */
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

const ticketCount = async () => (await t.db.select().from(supportTickets)).length;

describe("categories and what a ticket may be about", () => {
  it("lists the categories in the request's language, without signing in", async () => {
    const english = await t.app.inject({ url: `${OCC}/ticketCategories` });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({
      ticketCategories: [
        { id: "ENQUIRY", name: "Enquiry" },
        { id: "COMPLAINT", name: "Complaint" },
        { id: "PROBLEM", name: "Problem" },
      ],
    });
    const arabic = await t.app.inject({ url: `${OCC}/ticketCategories?lang=ar` });
    expect(arabic.json().ticketCategories[1]).toEqual({ id: "COMPLAINT", name: "شكوى" });
  });

  it("offers the customer's own orders and carts only", async () => {
    const { customer, code } = await placedOrder(t, "Maha", [[CODES.cup, 2]]);
    const other = await placedOrder(t, "Noor", [[CODES.cup, 1]]);
    const response = await call(customer, "GET", "/ticketAssociatedObjects");
    expect(response.statusCode, response.body).toBe(200);
    const objects = response.json().ticketAssociatedObjects as { type: string; code: string }[];
    expect(objects).toContainEqual(expect.objectContaining({ type: "Order", code }));
    expect(objects.some((object) => object.code === other.code)).toBe(false);
  });
});

describe("the customer's tickets", () => {
  it("opens a ticket about an order: OPEN, the first message, and it can be closed", async () => {
    const { customer, code } = await placedOrder(t, "Salma", [[CODES.cup, 2]]);
    const ticket = await openTicket(customer, { associatedTo: { type: "Order", code } });
    expect(ticket).toMatchObject({
      subject: "Lids do not fit",
      ticketCategory: { id: "PROBLEM", name: "Problem" },
      associatedTo: { type: "Order", code },
      status: { id: "OPEN", name: "Open" },
      availableStatusTransitions: [{ id: "CLOSED" }],
      ticketEvents: [
        {
          author: "Salma Al Mansoori",
          message: "The lids I received do not fit the 8 oz cups.",
          addedByAgent: false,
          ticketEventAttachments: [],
        },
      ],
    });
    // Its own number, never read as an order code (decision 0073).
    expect(ticket.id).toMatch(/^T\d{8}$/);
    const detail = await call(customer, "GET", `/tickets/${ticket.id}`, undefined, "lang=ar");
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: ticket.id, status: { id: "OPEN", name: "مفتوح" } });
    // A link from before the letter (the bare number) still opens it.
    const bare = await call(customer, "GET", `/tickets/${ticket.id.slice(1)}`);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toMatchObject({ id: ticket.id });
    const unknown = await call(customer, "GET", `/tickets/X${ticket.id.slice(1)}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ type: "UnknownIdentifierError" }] });
  });

  it("refuses an unknown category, another customer's order, markup and an empty subject, storing nothing", async () => {
    const customer = await signedInCustomer(t, "Huda");
    const stranger = await placedOrder(t, "Reem", [[CODES.cup, 1]]);
    const before = await ticketCount();

    const category = await call(customer, "POST", "/tickets", {
      subject: "Hi",
      message: "Hello",
      ticketCategory: { id: "GOSSIP" },
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors[0]).toMatchObject({ type: "TicketError", reason: "unknownCategory" });

    const foreign = await call(customer, "POST", "/tickets", {
      subject: "Hi",
      message: "Hello",
      associatedTo: { type: "Order", code: stranger.code },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({
      reason: "unknownAssociatedObject",
      message: `Order ${stranger.code} is not one of your orders or carts.`,
    });

    const script = await call(customer, "POST", "/tickets", {
      subject: "Hi",
      message: "Look <script>alert(1)</script>",
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors[0].type).toBe("ValidationError");

    const empty = await call(customer, "POST", "/tickets", { subject: "   ", message: "Hello" });
    expect(empty.statusCode).toBe(400);

    const tooLong = await call(customer, "POST", "/tickets", { subject: "x".repeat(256), message: "Hello" });
    expect(tooLong.statusCode).toBe(400);
    expect(await ticketCount()).toBe(before);
  });

  it("lists 5 a page, by 'changed on' (newest first) or by ticket id", async () => {
    const customer = await signedInCustomer(t, "Layla");
    const opened: string[] = [];
    for (let n = 1; n <= 6; n += 1) opened.push((await openTicket(customer, { subject: `Question ${n}` })).id);
    // A message on the first moves it to the top of 'changed on'.
    const reply = await call(customer, "POST", `/tickets/${opened[0]}/events`, { message: "Any news?" });
    expect(reply.statusCode, reply.body).toBe(201);

    const first = TicketList.parse((await call(customer, "GET", "/tickets")).json());
    expect(first.pagination).toMatchObject({ currentPage: 0, pageSize: 5, totalPages: 2, totalResults: 6 });
    expect(first.pagination.sort).toBe("byChangedDate");
    expect(first.tickets.map((ticket) => ticket.subject)).toEqual([
      "Question 1",
      "Question 6",
      "Question 5",
      "Question 4",
      "Question 3",
    ]);
    expect(first.sorts).toEqual([
      { code: "byChangedDate", name: "Changed on", selected: true },
      { code: "byId", name: "Ticket ID", selected: false },
    ]);
    // Each ticket with its own conversation.
    expect(first.tickets.map((ticket) => ticket.ticketEvents.map((event) => event.message))).toEqual([
      ["The lids I received do not fit the 8 oz cups.", "Any news?"],
      ["The lids I received do not fit the 8 oz cups."],
      ["The lids I received do not fit the 8 oz cups."],
      ["The lids I received do not fit the 8 oz cups."],
      ["The lids I received do not fit the 8 oz cups."],
    ]);
    expect(first.tickets[0]!.ticketEvents[1]).toMatchObject({ author: "Layla Al Mansoori", addedByAgent: false });
    const byId = TicketList.parse(
      (await call(customer, "GET", "/tickets", undefined, "sort=byId&currentPage=1")).json(),
    );
    expect(byId.tickets.map((ticket) => ticket.subject)).toEqual(["Question 1"]);
    // A page past the end is empty and still counts the customer's tickets.
    const beyond = TicketList.parse(
      (await call(customer, "GET", "/tickets", undefined, "sort=byId&currentPage=4")).json(),
    );
    expect(beyond.tickets).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 4, totalPages: 2, totalResults: 6 });
  });

  it("closes with a message, refuses messages while closed, and reopens to INPROCESS", async () => {
    const customer = await signedInCustomer(t, "Amal");
    const ticket = await openTicket(customer);
    const closed = await call(customer, "POST", `/tickets/${ticket.id}/events`, {
      message: "Sorted, thank you.",
      toStatus: { id: "CLOSED" },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({ message: "Sorted, thank you.", toStatus: { id: "CLOSED", name: "Closed" } });
    const afterClose = Ticket.parse((await call(customer, "GET", `/tickets/${ticket.id}`)).json());
    expect(afterClose.status.id).toBe("CLOSED");
    expect(afterClose.availableStatusTransitions).toEqual([{ id: "INPROCESS", name: "In process" }]);

    const events = (await t.db.select().from(supportTicketEvents)).length;
    const refused = await call(customer, "POST", `/tickets/${ticket.id}/events`, { message: "One more thing" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      type: "IllegalStateError",
      reason: "ticketClosed",
      message: "This request is closed. Reopen it to add a message.",
    });
    const closeAgain = await call(customer, "POST", `/tickets/${ticket.id}/events`, {
      message: "Close",
      toStatus: { id: "CLOSED" },
    });
    expect(closeAgain.statusCode).toBe(400);
    expect(closeAgain.json().errors[0].reason).toBe("transitionNotAllowed");
    expect((await t.db.select().from(supportTicketEvents)).length).toBe(events);

    const reopened = await call(customer, "POST", `/tickets/${ticket.id}/events`, {
      message: "It happened again.",
      toStatus: { id: "INPROCESS" },
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(Ticket.parse((await call(customer, "GET", `/tickets/${ticket.id}`)).json()).status.id).toBe("INPROCESS");
  });
});

describe("files on messages", () => {
  it("attaches a picture and a text file to the customer's messages and downloads them under their names", async () => {
    const customer = await signedInCustomer(t, "Farah");
    const ticket = await openTicket(customer);
    const firstEvent = ticket.ticketEvents[0]!.code;
    const uploaded = await upload(customer, ticket.id, firstEvent, { name: "torn box.png", bytes: PNG });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ filename: "torn box.png" });

    const second = await call(customer, "POST", `/tickets/${ticket.id}/events`, { message: "Notes attached" });
    const notes = await upload(customer, ticket.id, second.json().code, { name: "notes.txt", bytes: TEXT });
    expect(notes.statusCode, notes.body).toBe(201);

    const detail = Ticket.parse((await call(customer, "GET", `/tickets/${ticket.id}`)).json());
    const [picture] = detail.ticketEvents[0]!.ticketEventAttachments;
    expect(picture).toEqual({ id: uploaded.json().id, filename: "torn box.png" });
    const download = await call(
      customer,
      "GET",
      `/tickets/${ticket.id}/events/${firstEvent}/attachments/${picture!.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["content-disposition"]).toContain("torn%20box.png");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    // Pictures are re-encoded (decision 0068): other bytes, the same pixel.
    expect(await pixelsOf(download.rawPayload)).toEqual(await pixelsOf(PNG));

    // Staff open the same file from the back office's API.
    const forStaff = await staffCall(support, `/${ticket.id}/events/${firstEvent}/attachments/${picture!.id}`);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.headers["content-type"]).toBe("image/png");
    expect(new Uint8Array(forStaff.rawPayload)).toEqual(new Uint8Array(download.rawPayload));
  });

  it("takes a picture of several megabytes and refuses one over 10 MB", async () => {
    const customer = await signedInCustomer(t, "Mariam");
    const ticket = await openTicket(customer);
    const code = ticket.ticketEvents[0]!.code;
    const sized = (bytes: number) => {
      const file = new Uint8Array(bytes);
      file.set(PNG);
      return file;
    };
    const large = await upload(customer, ticket.id, code, { name: "scan.png", bytes: sized(3 * 1024 * 1024) });
    expect(large.statusCode, large.body).toBe(201);

    const second = await call(customer, "POST", `/tickets/${ticket.id}/events`, { message: "And another" });
    const tooLarge = await upload(customer, ticket.id, second.json().code, {
      name: "huge.png",
      bytes: sized(10 * 1024 * 1024 + 1),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors[0]).toMatchObject({ reason: "tooLarge", message: "huge.png is larger than 10 MB." });
  });

  it("refuses an HTML page named .jpg, an HTML file, a second file on a message and an agent's message", async () => {
    const customer = await signedInCustomer(t, "Yara");
    const ticket = await openTicket(customer);
    const code = ticket.ticketEvents[0]!.code;
    const before = (await t.db.select().from(supportTicketAttachments)).length;

    const disguised = await upload(customer, ticket.id, code, { name: "photo.jpg", bytes: HTML });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors[0]).toMatchObject({
      reason: "notParsable",
      message: "photo.jpg is not a PDF, text, picture (PNG, JPEG, GIF), Word or ZIP file.",
    });
    const page = await upload(customer, ticket.id, code, { name: "page.html", bytes: HTML });
    expect(page.statusCode).toBe(400);
    const renamed = await upload(customer, ticket.id, code, { name: "scan.pdf", bytes: PNG });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0].message).toBe("scan.pdf's content is PNG, not what its name says.");

    expect((await upload(customer, ticket.id, code, { name: "a.png", bytes: PNG })).statusCode).toBe(201);
    const second = await upload(customer, ticket.id, code, { name: "b.png", bytes: PNG });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors[0].reason).toBe("tooManyEntries");

    const replied = await staffCall(support, `/${ticket.id}/events`, { message: "Could you send a photo?" });
    expect(replied.statusCode, replied.body).toBe(200);
    const agentEvent = StaffTicket.parse(replied.json()).events.at(-1)!.code;
    const onAgent = await upload(customer, ticket.id, agentEvent, { name: "c.png", bytes: PNG });
    expect(onAgent.statusCode).toBe(400);
    expect((await t.db.select().from(supportTicketAttachments)).length).toBe(before + 1);
  });
});

describe("another customer's tickets", () => {
  it("answer as unknown everywhere, and a guest is refused", async () => {
    const owner = await signedInCustomer(t, "Rania");
    const intruder = await signedInCustomer(t, "Omar");
    const ticket = await openTicket(owner);
    const code = ticket.ticketEvents[0]!.code;
    const attached = await upload(owner, ticket.id, code, { name: "a.png", bytes: PNG });

    for (const response of [
      await call(intruder, "GET", `/tickets/${ticket.id}`),
      await call(intruder, "POST", `/tickets/${ticket.id}/events`, { message: "Mine now", toStatus: { id: "CLOSED" } }),
      await upload(intruder, ticket.id, code, { name: "b.png", bytes: PNG }),
      await call(intruder, "GET", `/tickets/${ticket.id}/events/${code}/attachments/${attached.json().id}`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subjectType: "ticket" });
    }
    expect(TicketList.parse((await call(intruder, "GET", "/tickets")).json()).tickets).toEqual([]);
    expect(Ticket.parse((await call(owner, "GET", `/tickets/${ticket.id}`)).json()).status.id).toBe("OPEN");

    const guest = await call(GUEST, "GET", "/tickets");
    expect(guest.statusCode).toBe(401);
    const someoneElse = await call({ userId: "someone@example.com", token: intruder.token }, "GET", "/tickets");
    expect(someoneElse.statusCode).toBe(403);
  });
});

describe("staff", () => {
  it("replies: the customer sees the shop's answer, is e-mailed, the ticket is INPROCESS and the reply audited", async () => {
    const customer = await signedInCustomer(t, "Nadia");
    const ticket = await openTicket(customer, { subject: "Late delivery" });

    const replied = await staffCall(support, `/${ticket.id}/events`, { message: "Your order leaves today." });
    expect(replied.statusCode, replied.body).toBe(200);
    const staffView = StaffTicket.parse(replied.json());
    expect(staffView).toMatchObject({
      status: "INPROCESS",
      customerName: "Nadia Al Mansoori",
      subject: "Late delivery",
    });
    expect(staffView.events.map((event) => [event.addedByAgent, event.message])).toEqual([
      [false, "The lids I received do not fit the 8 oz cups."],
      [true, "Your order leaves today."],
    ]);

    const seen = Ticket.parse((await call(customer, "GET", `/tickets/${ticket.id}`)).json());
    expect(seen.status.id).toBe("INPROCESS");
    expect(seen.ticketEvents[1]).toMatchObject({
      author: "Dukkan customer service",
      message: "Your order leaves today.",
      addedByAgent: true,
      toStatus: { id: "INPROCESS" },
    });

    const email = await emailOf(customer);
    const mails = await mailsAbout(email, `request ${ticket.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Dukkan answered your request ${ticket.id}: Late delivery`);
    expect(mails[0]!.body).toContain("Your order leaves today.");
    expect(mails[0]!.links).toContain(`http://localhost:3000/en/my-account/support-ticket/${ticket.id}`);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ticket.id));
    expect(ticket.id).toMatch(/^T\d{8}$/);
    expect(audit).toMatchObject({ action: "ticket.reply", targetType: "ticket", role: "support" });
  });

  it("changes the status and assigns, each audited; the list filters by status, category and assignment", async () => {
    const customer = await signedInCustomer(t, "Sara");
    const ticket = await openTicket(customer, { subject: "Invoice copy", ticketCategory: { id: "ENQUIRY" } });
    const me = (await t.app.inject({ url: "/admin/v1/me", headers: support })).json() as { id: string; name: string };

    const assigned = await staffCall(support, `/${ticket.id}/assign`, { staffId: me.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assignedTo).toEqual({ id: me.id, name: me.name });
    const mine = StaffTicketList.parse((await staffCall(support, "?assigned=me&category=ENQUIRY")).json());
    expect(mine.tickets.map((row) => row.id)).toContain(ticket.id);
    const unassigned = StaffTicketList.parse((await staffCall(support, "?assigned=unassigned")).json());
    expect(unassigned.tickets.map((row) => row.id)).not.toContain(ticket.id);

    const closed = await staffCall(support, `/${ticket.id}/status`, { status: "CLOSED" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe("CLOSED");
    const same = await staffCall(support, `/${ticket.id}/status`, { status: "CLOSED" });
    expect(same.statusCode).toBe(400);
    const open = StaffTicketList.parse((await staffCall(support, "?status=OPEN&pageSize=100")).json());
    expect(open.tickets.map((row) => row.id)).not.toContain(ticket.id);
    const customerView = Ticket.parse((await call(customer, "GET", `/tickets/${ticket.id}`)).json());
    expect(customerView.status.id).toBe("CLOSED");

    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, ticket.id))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(["ticket.assign", "ticket.status"]);
  });

  it("refuses roles that do not answer tickets, a missing token, and unknown tickets", async () => {
    const customer = await signedInCustomer(t, "Dana");
    const ticket = await openTicket(customer);
    for (const role of ["fulfilment", "merchandiser"] as const) {
      const headers = await staffAuthHeader(t, role);
      expect((await staffCall(headers, "")).statusCode).toBe(403);
      expect((await staffCall(headers, `/${ticket.id}/events`, { message: "Hello" })).statusCode).toBe(403);
    }
    expect((await staffCall({}, "")).statusCode).toBe(401);
    const unknown = await staffCall(support, "/99999999");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].type).toBe("UnknownIdentifierError");
    const events = await t.db.select().from(supportTicketEvents).where(eq(supportTicketEvents.addedByAgent, true));
    expect(events.some((event) => event.message === "Hello")).toBe(false);
  });
});
