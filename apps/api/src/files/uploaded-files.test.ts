/**
 * The one file handling of tickets, returns and order attachments through the API (issue 20; decision 0068): each
 * bad file kind refused with nothing stored, pictures re-encoded (the served bytes carry no EXIF/GPS and no
 * payload), staff replies with a file the customer downloads under its name while another customer cannot, the
 * credit note of a refunded return to its owner only, and return numbers that no longer read like order numbers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ticket } from "@dukkan/occ/tickets";
import { StaffTicket } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import {
  contains,
  EXIF_MAKER,
  exifOf,
  photoWithGps,
  pixelsOf,
  pngWithHtmlPayload,
  POLYGLOT_SCRIPT,
} from "../../test/images.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { insertAmendmentFixtures, placedOrder } from "../orders/amendments/amendment-test-support.js";
import {
  deliverOrder,
  mediaParts,
  returnBody,
  returnCall,
  staffCall,
  uploadFiles,
} from "../returns/returns-test-support.js";
import { returnRequestAttachments } from "../returns/returns.tables.js";
import { returnIdOf } from "../returns/return-view.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { supportTicketEvents } from "../tickets/tickets.tables.js";
import { multipartForm, type TestFile } from "../../test/multipart.js";

let t: TestApp;
let support: Record<string, string>;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertAmendmentFixtures });
  support = await staffAuthHeader(t, "support");
  fulfilment = await staffAuthHeader(t, "fulfilment");
});
afterAll(() => t.close());

const HTML = new Uint8Array(Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script>"));
/** Starts like a JPEG (its magic number) but is a web page: recognised as JPEG, does not decode as one. */
const FAKE_JPEG = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]));

/** A delivered order of the customer with a pending return request of one cup. */
async function pendingReturn(name: string) {
  const { customer, code } = await placedOrder(t, name, [[CODES.cup, 2]]);
  await deliverOrder(t, fulfilment, code);
  const created = await returnCall(t, customer, "POST", "", returnBody(code, [0, 1]));
  expect(created.statusCode, created.body).toBe(201);
  return { customer, orderCode: code, rma: created.json().rma as string };
}

const storedReturnFiles = async (rma: string) =>
  (
    await t.db
      .select()
      .from(returnRequestAttachments)
      .where(eq(returnRequestAttachments.returnRequestId, returnIdOf(rma)!))
  ).length;

function download(caller: Caller, path: string) {
  return t.app.inject({ url: `${OCC}/users/${caller.userId}${path}`, headers: bearer(caller.token!) });
}

async function openTicket(caller: Caller) {
  const response = await t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/tickets`,
    headers: { ...bearer(caller.token!), "content-type": "application/json" },
    payload: JSON.stringify({ subject: "Where is my order", message: "It has not arrived yet." }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return Ticket.parse(response.json());
}

/** The customer's file on their message, as the storefront sends it. */
function ticketUpload(caller: Caller, ticketId: string, eventCode: string, file: TestFile) {
  const form = multipartForm({}, file, "ticketEventAttachment");
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/tickets/${ticketId}/events/${eventCode}/attachments`,
    headers: { ...bearer(caller.token!), ...form.headers },
    payload: form.payload,
  });
}

/** A staff reply as the back office sends it: multipart, the message and the files. */
function staffReply(ticketId: string, message: string, files: TestFile[]) {
  const form = multipartForm({ message }, files, "ticketEventAttachment");
  return t.app.inject({
    method: "POST",
    url: `/admin/v1/tickets/${ticketId}/events`,
    headers: { ...support, ...form.headers },
    payload: form.payload,
  });
}

describe("bad files are refused, in the customer's language, and nothing is stored", () => {
  it("refuses an HTML page named .jpg, a page behind a JPEG's first bytes, a PNG named .pdf and an oversized file", async () => {
    const { customer, rma } = await pendingReturn("Huda");
    const cases: { file: { name: string; type: string; bytes: Uint8Array }; reason: string; message: string }[] = [
      {
        file: { name: "photo.jpg", type: "image/jpeg", bytes: HTML },
        reason: "notParsable",
        message: "photo.jpg is not a JPEG, PNG or WebP picture or a PDF document.",
      },
      {
        file: { name: "photo.jpg", type: "image/jpeg", bytes: FAKE_JPEG },
        reason: "notParsable",
        message: "photo.jpg is not a JPEG, PNG or WebP picture or a PDF document.",
      },
      {
        file: { name: "receipt.pdf", type: "application/pdf", bytes: await pngWithHtmlPayload() },
        reason: "notParsable",
        message: "receipt.pdf's content is PNG, not what its name says.",
      },
      {
        file: { name: "big.png", type: "image/png", bytes: new Uint8Array(2 * 1024 * 1024 + 1) },
        reason: "tooLarge",
        message: "big.png is larger than 2 MB.",
      },
    ];
    for (const { file, reason, message } of cases) {
      const refused = await uploadFiles(t, customer, rma, [file]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ type: "ValidationError", reason, message });
    }
    const { payload, contentType } = mediaParts([{ name: "photo.jpg", type: "image/jpeg", bytes: HTML }]);
    const arabic = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/${customer.userId}/orderReturns/${rma}/attachments?lang=ar`,
      headers: { ...bearer(customer.token!), "content-type": contentType },
      payload,
    });
    expect(arabic.json().errors[0].message).toBe("photo.jpg ليس صورة JPEG أو PNG أو WebP ولا مستند PDF.");
    expect(await storedReturnFiles(rma)).toBe(0);

    // One bad file among good ones refuses them all.
    const mixed = await uploadFiles(t, customer, rma, [
      { name: "good.jpg", type: "image/jpeg", bytes: await photoWithGps() },
      { name: "bad.jpg", type: "image/jpeg", bytes: HTML },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(await storedReturnFiles(rma)).toBe(0);
  });

  it("refuses a ticket file that is a web page whatever its name", async () => {
    const customer = await signedInCustomer(t, "Rana");
    const ticket = await openTicket(customer);
    for (const name of ["photo.jpg", "page.html", "notes.txt"]) {
      const response = await ticketUpload(customer, ticket.id, ticket.ticketEvents[0]!.code, { name, bytes: HTML });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().errors[0].reason).toBe("notParsable");
    }
  });
});

describe("pictures are re-encoded", () => {
  it("serves a photo without its EXIF (camera, GPS position), showing the same picture", async () => {
    const { customer, rma } = await pendingReturn("Laila");
    const photo = await photoWithGps();
    // The photo as sent carries the camera and the place.
    expect(contains(photo, EXIF_MAKER)).toBe(true);
    expect(await exifOf(photo)).toBeDefined();

    const uploaded = await uploadFiles(t, customer, rma, [{ name: "IMG_2041.JPG", type: "image/jpeg", bytes: photo }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [file] = uploaded.json().attachments;
    const served = await download(customer, `/orderReturns/${rma}/attachments/${file.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["content-disposition"]).toBe(
      `inline; filename="IMG_2041.JPG"; filename*=UTF-8''IMG_2041.JPG`,
    );
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const bytes = new Uint8Array(served.rawPayload);
    expect(contains(bytes, "Exif")).toBe(false);
    expect(contains(bytes, EXIF_MAKER)).toBe(false);
    expect(await exifOf(bytes)).toBeUndefined();
    expect(await pixelsOf(bytes)).toMatchObject({ width: 16, height: 12 });
    expect(file.size).toBe(bytes.byteLength);
  });

  it("serves a PNG that was also a web page as a picture alone", async () => {
    const customer = await signedInCustomer(t, "Salma");
    const ticket = await openTicket(customer);
    const polyglot = await pngWithHtmlPayload();
    expect(contains(polyglot, POLYGLOT_SCRIPT)).toBe(true);
    const code = ticket.ticketEvents[0]!.code;
    const uploaded = await ticketUpload(customer, ticket.id, code, { name: "box.png", bytes: polyglot });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await download(customer, `/tickets/${ticket.id}/events/${code}/attachments/${uploaded.json().id}`);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(contains(new Uint8Array(served.rawPayload), "<script")).toBe(false);
    expect(contains(new Uint8Array(served.rawPayload), "<html")).toBe(false);
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(polyglot));
  });
});

describe("staff replies with a file", () => {
  it("the customer downloads the agent's file under its name; another customer cannot", async () => {
    const customer = await signedInCustomer(t, "Dana");
    const other = await signedInCustomer(t, "Reem");
    const ticket = await openTicket(customer);

    const replied = await staffReply(ticket.id, "Here is the delivery note.", [
      { name: "إشعار التسليم.pdf", bytes: new Uint8Array(Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF\n")) },
    ]);
    expect(replied.statusCode, replied.body).toBe(200);
    const staffView = StaffTicket.parse(replied.json());
    const agentEvent = staffView.events.at(-1)!;
    expect(agentEvent).toMatchObject({
      addedByAgent: true,
      message: "Here is the delivery note.",
      attachments: [{ fileName: "إشعار التسليم.pdf", mimeType: "application/pdf" }],
    });

    const seen = Ticket.parse((await download(customer, `/tickets/${ticket.id}`)).json());
    const event = seen.ticketEvents.find((candidate) => candidate.code === agentEvent.code)!;
    expect(event.ticketEventAttachments).toEqual([
      { id: agentEvent.attachments[0]!.id, filename: "إشعار التسليم.pdf" },
    ]);
    const path = `/tickets/${ticket.id}/events/${agentEvent.code}/attachments/${agentEvent.attachments[0]!.id}`;
    const file = await download(customer, path);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("إشعار التسليم.pdf")}`,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Another customer: the file, and the ticket, are unknown.
    const stranger = await download(other, path);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors[0].type).toBe("UnknownIdentifierError");
    expect((await download(other, `/tickets/${ticket.id}`)).json().errors[0].type).toBe("UnknownIdentifierError");
  });

  it("a refused file refuses the reply: no message is added", async () => {
    const customer = await signedInCustomer(t, "Amal");
    const ticket = await openTicket(customer);
    const before = await t.db.select().from(supportTicketEvents);
    const refused = await staffReply(ticket.id, "See attached", [{ name: "note.jpg", bytes: HTML }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      reason: "notParsable",
      message: "note.jpg is not a PDF, text, picture (PNG, JPEG, GIF), Word or ZIP file.",
    });
    expect(await t.db.select().from(supportTicketEvents)).toHaveLength(before.length);
  });

  it("a plain JSON reply still works, and the reply route stays for support staff only", async () => {
    const customer = await signedInCustomer(t, "Nour");
    const ticket = await openTicket(customer);
    const json = await t.app.inject({
      method: "POST",
      url: `/admin/v1/tickets/${ticket.id}/events`,
      headers: support,
      payload: { message: "On its way." },
    });
    expect(json.statusCode, json.body).toBe(200);
    const byFulfilment = await t.app.inject({
      method: "POST",
      url: `/admin/v1/tickets/${ticket.id}/events`,
      headers: fulfilment,
      payload: { message: "Not mine to answer." },
    });
    expect(byFulfilment.statusCode).toBe(403);
  });
});

describe("return numbers and the credit note", () => {
  it("numbers returns R and eight digits, not an order number, and still opens a link with the bare number", async () => {
    const { customer, orderCode, rma } = await pendingReturn("Yasmin");
    expect(rma).toMatch(/^R\d{8}$/);
    expect(rma).not.toBe(orderCode);
    const bare = rma.slice(1);
    const old = await returnCall(t, customer, "GET", `/${bare}`);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().rma).toBe(rma);
    expect((await staffCall(t, support, `/${bare}`)).json().rma).toBe(rma);
  });

  it("gives the credit note of a refunded return to its owner only", async () => {
    const { customer, orderCode, rma } = await pendingReturn("Zainab");
    const other = await signedInCustomer(t, "Mona");
    expect((await staffCall(t, support, `/${rma}/approve`, {})).statusCode).toBe(200);
    const received = await staffCall(t, fulfilment, `/${rma}/receive`, {
      entries: [{ entryNumber: 0, restockable: true }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const refunded = await staffCall(t, support, `/${rma}/refund`, { method: "CASH" });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const creditNote = (await returnCall(t, customer, "GET", `/${rma}`)).json().creditNote.invoiceId as string;
    expect(creditNote).toMatch(/^CN-\d{4}-\d{6}$/);

    const path = `/orders/${orderCode}/invoices/${creditNote}/download`;
    const mine = await download(customer, path);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toContain("application/pdf");
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const theirs = await download(other, path);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0].type).toBe("UnknownIdentifierError");
  });
});
