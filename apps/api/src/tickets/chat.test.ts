/**
 * Live chat and live ticket streams through the API (issue 20; decision 0067): a guest starts a chat with an
 * e-mail and a name and reaches it only with its key; another guest's or customer's key answers as unknown;
 * markup is refused and changes nothing; messages arrive both ways on server-sent event streams, also when the
 * stream is held by a second API process on the same database; an agent's reply is e-mailed only once the
 * customer has left the chat.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@dukkan/occ";
import { ChatStarted, Ticket, TicketEvent } from "@dukkan/occ/tickets";
import { StaffTicket, StaffTicketEvent } from "@dukkan/staff-api";
import { buildApp } from "../app.js";
import { createTestApp, testConfig, type TestApp } from "../../test/app.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { jobs } from "../jobs/jobs.tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { ticketNumberOf } from "./ticket-service.js";
import { supportTicketEvents, supportTickets } from "./tickets.tables.js";
import { multipartForm } from "../../test/multipart.js";

let t: TestApp;
let support: Record<string, string>;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await staffAuthHeader(t, "support");
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const KEY = "dukkan-chat-key";
let guestNumber = 0;

function inject(
  method: "GET" | "POST",
  path: string,
  options: { token?: string; key?: string; payload?: unknown } = {},
) {
  return t.app.inject({
    method,
    url: `${OCC}${path}`,
    // Each guest its own address, so the per-address limit on new chats is not what these tests meet.
    remoteAddress: `198.51.100.${(guestNumber % 250) + 1}`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.key ? { [KEY]: options.key } : {}),
      ...(options.payload ? { "content-type": "application/json" } : {}),
    },
    ...(options.payload ? { payload: JSON.stringify(options.payload) } : {}),
  });
}

async function startGuestChat(message = "Do you deliver to Al Ain on Fridays?") {
  guestNumber += 1;
  const email = `guest-${guestNumber}@chat.test`;
  const response = await inject("POST", "/users/anonymous/chats", {
    payload: { message, email, name: `Guest ${guestNumber}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, ...ChatStarted.parse(response.json()) };
}

async function startCustomerChat(caller: Caller, message = "Is the 8 oz lid in stock?") {
  const response = await inject("POST", "/users/current/chats", { token: caller.token!, payload: { message } });
  expect(response.statusCode, response.body).toBe(201);
  return ChatStarted.parse(response.json());
}

function staffReply(ticketId: string, message: string) {
  return t.app.inject({
    method: "POST",
    url: `/admin/v1/tickets/${ticketId}/events`,
    headers: support,
    payload: { message },
  });
}

/** An open server-sent event stream: each `data` parsed, waited for one by one. */
async function openStream<T>(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  /** `id` is "" for a message sent again (a file joined it), which carries none. */
  const received: { id: string; data: T }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = "";
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        const id = block.split("\n").find((line) => line.startsWith("id: "));
        if (data) received.push({ id: id?.slice(4) ?? "", data: JSON.parse(data.slice(6)) as T });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  return {
    response,
    received,
    /** Waits until `count` events have arrived (or fails after `ms`). */
    async until(count: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} events in ${ms} ms`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 50);
        });
      }
      return received;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const chatStreamUrl = (root: string, user = "anonymous") => `${root}${OCC}/users/${user}/chats/current/stream`;

async function mailsTo(to: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

/** Waits for the e-mail job of an agent's reply to have run (done), so what it sent (or not) can be read. */
async function notifyJobDone(eventId: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `ticket.notify:${eventId}`));
    if (rows[0]?.status === "done") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the notify job of event ${eventId} did not finish`);
}

const lastEventId = async (ticketId: string) => {
  const rows = await t.db
    .select({ id: supportTicketEvents.id })
    .from(supportTicketEvents)
    .where(eq(supportTicketEvents.ticketId, ticketNumberOf(ticketId)!));
  return Math.max(...rows.map((row) => row.id));
};

describe("starting a chat", () => {
  it("opens a CHAT ticket for a guest with the e-mail and name given, reachable with its key", async () => {
    const chat = await startGuestChat("Hello, do you sell paper straws?");
    expect(chat.chatKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(chat.ticket).toMatchObject({
      channel: "CHAT",
      status: { id: "OPEN" },
      subject: "Hello, do you sell paper straws?",
      ticketEvents: [
        { message: "Hello, do you sell paper straws?", addedByAgent: false, author: `Guest ${guestNumber}` },
      ],
    });
    const read = await inject("GET", "/users/anonymous/chats/current", { key: chat.chatKey });
    expect(read.statusCode, read.body).toBe(200);
    expect(Ticket.parse(read.json()).id).toBe(chat.ticket.id);
    // Only the hash of the key is stored.
    const [row] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketNumberOf(chat.ticket.id)!));
    expect(row!.chatKeyHash).not.toContain(chat.chatKey);
    expect(row).toMatchObject({ customerUid: null, guestEmail: chat.email, channel: "CHAT" });
    // Staff see it as a guest's chat.
    const staff = StaffTicket.parse(
      (await t.app.inject({ url: `/admin/v1/tickets/${chat.ticket.id}`, headers: support })).json(),
    );
    expect(staff).toMatchObject({ channel: "CHAT", guest: true, customerEmail: chat.email });
  });

  it("refuses a guest without an e-mail or a name, and markup in any message, creating nothing", async () => {
    const count = async () => (await t.db.select().from(supportTickets)).length;
    const before = await count();
    for (const payload of [
      { message: "Hi", name: "Sara" },
      { message: "Hi", email: "sara@chat.test" },
      { message: "<script>alert(1)</script>", email: "sara@chat.test", name: "Sara" },
      { message: "Hi", email: "sara@chat.test", name: "<img src=x onerror=alert(1)>" },
      { message: "Hi", email: "not-an-email", name: "Sara" },
    ]) {
      const response = await inject("POST", "/users/anonymous/chats", { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(before);
    const chat = await startGuestChat();
    const events = await t.db.select().from(supportTicketEvents);
    const refused = await inject("POST", "/users/anonymous/chats/current/messages", {
      key: chat.chatKey,
      payload: { message: "look <a href=javascript:alert(1)>here</a>" },
    });
    expect(refused.statusCode).toBe(400);
    expect((await t.db.select().from(supportTicketEvents)).length).toBe(events.length);
  });

  it("answers another guest's, a customer's or a made-up key as unknown", async () => {
    const mine = await startGuestChat();
    const maha = await signedInCustomer(t, "Maha");
    const noor = await signedInCustomer(t, "Noor");
    const mahaChat = await startCustomerChat(maha);
    const unknown = (response: { statusCode: number; json: () => unknown }) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ type: "UnknownIdentifierError", subjectType: "chat" }] });
    };
    unknown(await inject("GET", "/users/anonymous/chats/current", {}));
    // The key with its last character changed (to 'A', or to 'B' when it already ends in 'A').
    const altered = `${mine.chatKey.slice(0, -1)}${mine.chatKey.endsWith("A") ? "B" : "A"}`;
    unknown(await inject("GET", "/users/anonymous/chats/current", { key: altered }));
    // A customer's chat is not a guest's, even with its key; nor another customer's.
    unknown(await inject("GET", "/users/anonymous/chats/current", { key: mahaChat.chatKey }));
    unknown(await inject("GET", "/users/current/chats/current", { key: mahaChat.chatKey, token: noor.token! }));
    // A guest's chat is not a signed-in customer's.
    unknown(await inject("GET", "/users/current/chats/current", { key: mine.chatKey, token: maha.token! }));
    const write = await inject("POST", "/users/current/chats/current/messages", {
      key: mahaChat.chatKey,
      token: noor.token!,
      payload: { message: "Not my chat" },
    });
    unknown(write);
    // The ticket id alone reaches nothing: the ticket routes want the owner's token.
    const byId = await inject("GET", `/users/current/tickets/${mine.ticket.id}`, { token: noor.token! });
    expect(byId.statusCode).toBe(400);
    // Maha's own chat is one of her tickets too.
    const own = await inject("GET", "/users/current/chats/current", { key: mahaChat.chatKey, token: maha.token! });
    expect(own.statusCode).toBe(200);
    const list = await inject("GET", "/users/current/tickets", { token: maha.token! });
    expect(list.json().tickets.map((ticket: { id: string }) => ticket.id)).toContain(mahaChat.ticket.id);
  });
});

/** A support agent's chat reply with one text file; answers the reply's message code and the file's id. */
async function staffReplyWithFile(ticketId: string, fileName: string, text: string) {
  const form = multipartForm(
    { message: "The file you asked for." },
    { name: fileName, bytes: text, type: "text/plain" },
    "ticketEventAttachment",
  );
  const replied = await t.app.inject({
    method: "POST",
    url: `/admin/v1/tickets/${ticketId}/events`,
    headers: { ...support, ...form.headers },
    payload: form.payload,
  });
  expect(replied.statusCode, replied.body).toBe(200);
  const reply = StaffTicket.parse(replied.json()).events.at(-1)!;
  return { code: reply.code, fileId: reply.attachments[0]!.id };
}

describe("files of a chat", () => {
  it("lets the guest download a file staff sent in their chat, under its name, and nobody else", async () => {
    const chat = await startGuestChat("Can you send me the size chart?");
    const { code, fileId } = await staffReplyWithFile(chat.ticket.id, "size chart.txt", "S 36, M 38, L 40");
    const path = `/users/anonymous/chats/current/events/${code}/attachments/${fileId}`;

    const mine = await inject("GET", path, { key: chat.chatKey });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).toBe("S 36, M 38, L 40");
    expect(mine.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(mine.headers["content-disposition"]).toContain("size%20chart.txt");
    expect(mine.headers["x-content-type-options"]).toBe("nosniff");

    const unknown = (response: { statusCode: number; json: () => unknown }, subjectType: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ type: "UnknownIdentifierError", subjectType }] });
    };
    // Another guest, with their own chat's key: the message is not in their conversation.
    const other = await startGuestChat("Another question");
    unknown(await inject("GET", path, { key: other.chatKey }), "ticketEvent");
    // An anonymous caller with no key, or a made-up one, reaches no chat.
    unknown(await inject("GET", path), "chat");
    unknown(await inject("GET", path, { key: "made-up-key" }), "chat");
    // A signed-in customer with the guest's key: a guest's chat is not theirs.
    const salma = await signedInCustomer(t, "Salma");
    unknown(
      await inject("GET", path.replace("anonymous", "current"), { key: chat.chatKey, token: salma.token! }),
      "chat",
    );
    // The file id under the other guest's message, with this chat's key: not a message of this chat either.
    const otherMessage = other.ticket.ticketEvents[0]!.code;
    const crossed = `/users/anonymous/chats/current/events/${otherMessage}/attachments/${fileId}`;
    unknown(await inject("GET", crossed, { key: chat.chatKey }), "ticketEvent");
  });
});

describe("messages both ways as they are sent", () => {
  it("streams the conversation to the guest and to staff, live, and refuses streams that are not asked for", async () => {
    const chat = await startGuestChat("Is anyone there?");
    const guest = await openStream<TicketEvent>(chatStreamUrl(base), { [KEY]: chat.chatKey });
    expect(guest.response.status).toBe(200);
    expect(guest.response.headers.get("content-type")).toContain("text/event-stream");
    expect(guest.response.headers.get("cache-control")).toContain("no-transform");
    const staff = await openStream<StaffTicketEvent>(`${base}/admin/v1/tickets/${chat.ticket.id}/stream`, support);
    expect(staff.response.status).toBe(200);
    // First the conversation so far.
    expect((await guest.until(1))[0]!.data).toMatchObject({ message: "Is anyone there?", addedByAgent: false });
    expect((await staff.until(1))[0]!.data).toMatchObject({
      message: "Is anyone there?",
      author: `Guest ${guestNumber}`,
    });

    const sentAt = Date.now();
    expect((await staffReply(chat.ticket.id, "Yes, Layla here. How can I help?")).statusCode).toBe(200);
    const [, reply] = await guest.until(2);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(reply!.data).toMatchObject({
      message: "Yes, Layla here. How can I help?",
      addedByAgent: true,
      author: "Dukkan customer service",
    });
    const written = await inject("POST", "/users/anonymous/chats/current/messages", {
      key: chat.chatKey,
      payload: { message: "Can I change my delivery slot?" },
    });
    expect(written.statusCode, written.body).toBe(201);
    const staffSeen = await staff.until(3);
    expect(staffSeen.map((event) => event.data.message)).toEqual([
      "Is anyone there?",
      "Yes, Layla here. How can I help?",
      "Can I change my delivery slot?",
    ]);
    expect((await guest.until(3))[2]!.data.message).toBe("Can I change my delivery slot?");
    await Promise.all([guest.close(), staff.close()]);

    // Reconnecting after the last event seen sends only what came after.
    const again = await openStream<TicketEvent>(chatStreamUrl(base), {
      [KEY]: chat.chatKey,
      "last-event-id": guest.received[1]!.id,
    });
    expect((await again.until(1)).map((event) => event.data.message)).toEqual(["Can I change my delivery slot?"]);
    await again.close();

    const notAsked = await fetch(chatStreamUrl(base), { headers: { [KEY]: chat.chatKey } });
    expect(notAsked.status).toBe(406);
    const wrongKey = await fetch(chatStreamUrl(base), {
      headers: { accept: "text/event-stream", [KEY]: "x".repeat(43) },
    });
    expect(wrongKey.status).toBe(400);
  });

  it("streams a customer's own ticket to its page, and another customer's ticket is unknown", async () => {
    const maha = await signedInCustomer(t, "Maha");
    const noor = await signedInCustomer(t, "Noor");
    const opened = await inject("POST", "/users/current/tickets", {
      token: maha.token!,
      payload: { subject: "Torn box", message: "The box arrived torn." },
    });
    const ticket = Ticket.parse(opened.json());
    const url = `${base}${OCC}/users/current/tickets/${ticket.id}/stream`;
    const stranger = await fetch(url, { headers: { accept: "text/event-stream", ...bearer(noor.token!) } });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ errors: [{ type: "UnknownIdentifierError" }] });
    const page = await openStream<TicketEvent>(url, bearer(maha.token!));
    await page.until(1);
    await staffReply(ticket.id, "We are sending a new box.");
    expect((await page.until(2))[1]!.data).toMatchObject({ message: "We are sending a new box.", addedByAgent: true });
    await page.close();
  });

  it("sends a message again with its file when the file is uploaded after it, to staff and to the customer", async () => {
    const huda = await signedInCustomer(t, "Huda");
    const opened = await inject("POST", "/users/current/tickets", {
      token: huda.token!,
      payload: { subject: "Invoice address", message: "Please correct the address on my invoice." },
    });
    const ticket = Ticket.parse(opened.json());
    const staff = await openStream<StaffTicketEvent>(`${base}/admin/v1/tickets/${ticket.id}/stream`, support);
    const page = await openStream<TicketEvent>(
      `${base}${OCC}/users/current/tickets/${ticket.id}/stream`,
      bearer(huda.token!),
    );
    await Promise.all([staff.until(1), page.until(1)]);

    // As the OCC calls go: the message, then its file on the message's code.
    const written = await inject("POST", `/users/current/tickets/${ticket.id}/events`, {
      token: huda.token!,
      payload: { message: "Here is the right address." },
    });
    expect(written.statusCode, written.body).toBe(201);
    const code = TicketEvent.parse(written.json()).code;
    expect((await staff.until(2))[1]!.data).toMatchObject({ code, attachments: [] });
    const form = multipartForm(
      {},
      { name: "address.txt", bytes: "Huda Saleh, Villa 12, Al Barsha 2, Dubai", type: "text/plain" },
      "ticketEventAttachment",
    );
    const uploaded = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/tickets/${ticket.id}/events/${code}/attachments`,
      headers: { ...bearer(huda.token!), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const again = (await staff.until(3))[2]!;
    expect(again.id).toBe("");
    expect(again.data).toMatchObject({
      code,
      message: "Here is the right address.",
      attachments: [{ fileName: "address.txt" }],
    });
    const customerSide = await page.until(3);
    expect(customerSide.map((event) => [event.data.code, event.data.ticketEventAttachments.length])).toEqual([
      [customerSide[0]!.data.code, 0],
      [code, 0],
      [code, 1],
    ]);

    // An agent's reply with a file arrives once, with its file.
    const replyForm = multipartForm(
      { message: "Corrected, see the new invoice." },
      { name: "invoice.txt", bytes: "Invoice 12 for Huda Saleh", type: "text/plain" },
      "ticketEventAttachment",
    );
    const replied = await t.app.inject({
      method: "POST",
      url: `/admin/v1/tickets/${ticket.id}/events`,
      headers: { ...support, ...replyForm.headers },
      payload: replyForm.payload,
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const reply = (await page.until(4))[3]!;
    expect(reply.id).not.toBe("");
    expect(reply.data).toMatchObject({
      message: "Corrected, see the new invoice.",
      ticketEventAttachments: [{ filename: "invoice.txt" }],
    });
    await Promise.all([staff.close(), page.close()]);
    expect(page.received).toHaveLength(4);
  });

  it("delivers across API processes: a stream held by a second process gets a reply written through the first", async () => {
    const second: FastifyInstance = await buildApp({
      db: t.db,
      config: testConfig(),
      cacheCheckIntervalMs: 0,
      backgroundJobs: false,
    });
    try {
      const secondBase = await second.listen({ port: 0, host: "127.0.0.1" });
      const chat = await startGuestChat("Two processes?");
      const guest = await openStream<TicketEvent>(chatStreamUrl(secondBase), { [KEY]: chat.chatKey });
      await guest.until(1);
      await staffReply(chat.ticket.id, "Yes, from the other one.");
      expect((await guest.until(2))[1]!.data.message).toBe("Yes, from the other one.");
      await guest.close();
    } finally {
      await second.close();
    }
  });
});

describe("a reply after the customer left continues by e-mail", () => {
  it("e-mails no reply the guest watched live, and e-mails the one sent after they left, with the chat's link", async () => {
    const chat = await startGuestChat("Where is my parcel?");
    const guest = await openStream<TicketEvent>(chatStreamUrl(base), { [KEY]: chat.chatKey });
    await guest.until(1);
    await staffReply(chat.ticket.id, "Checking now.");
    await guest.until(2);
    await notifyJobDone(await lastEventId(chat.ticket.id));
    expect(await mailsTo(chat.email)).toEqual([]);
    await guest.close();
    // The stream's end clears the presence as soon as the API sees the connection close.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const [row] = await t.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.id, ticketNumberOf(chat.ticket.id)!));
      if (row!.customerPresentUntil === null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await staffReply(chat.ticket.id, "It leaves the warehouse today.");
    await notifyJobDone(await lastEventId(chat.ticket.id));
    const mails = await mailsTo(chat.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Dukkan answered your chat");
    expect(mails[0]!.body).toContain("It leaves the warehouse today.");
    expect(mails[0]!.body).toContain("/en/chat");
    expect(mails[0]!.body).not.toContain("Checking now.");
  });

  it("refuses messages once staff closed the chat", async () => {
    const chat = await startGuestChat();
    const closed = await t.app.inject({
      method: "POST",
      url: `/admin/v1/tickets/${chat.ticket.id}/status`,
      headers: support,
      payload: { status: "CLOSED" },
    });
    expect(closed.statusCode).toBe(200);
    const refused = await inject("POST", "/users/anonymous/chats/current/messages", {
      key: chat.chatKey,
      payload: { message: "Still there?" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ type: "IllegalStateError", reason: "chatClosed" }] });
  });
});
