/**
 * The delivery step with its proof of delivery (issue 18): staff deliver a consignment with a multipart body whose
 * optional `file` is the proof; it is checked by content and size, recorded with the delivery in one transaction
 * (audited), and the customer lists and downloads it among the order's attachments. A refused file, a refused
 * delivery or a caller without the role leaves the consignment, the attachments and the file storage as they were.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAttachmentList } from "@dukkan/occ/order";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { PNG_PIXEL_BASE64 } from "../../../test/fixtures.js";
import { bearer, OCC } from "../../account/account-test-support.js";
import { staffAuthHeader } from "../../staff/staff-test-support.js";
import { auditLog } from "../../staff/staff.tables.js";
import { orderAttachments } from "../attachments/attachments.tables.js";
import { insertOrderFixtures } from "../order-test-support.js";
import { consignmentRow, orderRow, placedOrder, type PlacedTestOrder } from "./lifecycle-test-support.js";
import { multipartForm } from "../../../test/multipart.js";

let t: TestApp;
let folder: string;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "dukkan-proof-"));
  t = await createTestApp({ seed: insertOrderFixtures, env: { FILE_STORAGE_DIR: folder } });
  fulfilment = await staffAuthHeader(t, "fulfilment");
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const PNG = Buffer.from(PNG_PIXEL_BASE64, "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n");
const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

type Part = { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer };

/** The back office's delivery form: its fields (always first), then its files. */
function multipart(parts: Part[]) {
  const fields = Object.fromEntries(parts.flatMap((part) => ("value" in part ? [[part.name, part.value]] : [])));
  const files = parts.flatMap((part) =>
    "value" in part ? [] : [{ name: part.fileName, bytes: part.bytes, type: part.type, field: part.name }],
  );
  const form = multipartForm(fields, files);
  return { payload: form.payload, contentType: form.headers["content-type"] };
}

const deliver = (order: PlacedTestOrder, headers: Record<string, string>, parts: Part[]) => {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: "POST",
    url: `/admin/v1/orders/${order.code}/consignments/${order.consignment}/deliver`,
    headers: { ...headers, "content-type": contentType },
    payload,
  });
};

const step = async (url: string, payload: object = {}) => {
  const response = await t.app.inject({ method: "POST", url: `/admin/v1${url}`, headers: fulfilment, payload });
  expect(response.statusCode, response.body).toBe(200);
};

/** A home-delivery order accepted and picked, and shipped unless `ship` is false. */
async function orderOnItsWay(name: string, ship = true): Promise<PlacedTestOrder> {
  const order = await placedOrder(t, name);
  await step(`/orders/${order.code}/accept`);
  await step(`/orders/${order.code}/consignments/${order.consignment}/pick`);
  if (ship) {
    await step(`/orders/${order.code}/consignments/${order.consignment}/ship`, {
      carrierCode: "aramex",
      trackingId: "AX-POD-1",
    });
  }
  return order;
}

const attachmentRows = (order: PlacedTestOrder) =>
  t.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, order.id));
const deliveryAudits = (order: PlacedTestOrder) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, order.consignment), eq(auditLog.action, "consignment.deliver")));
const storedFiles = async () =>
  (await readdir(folder, { recursive: true })).filter((name) => /[0-9a-f-]{36}$/.test(name));

/** Nothing of the refused delivery is left: still SHIPPED (or as it was), no attachment, no file, no audit row. */
async function expectNothingChanged(order: PlacedTestOrder, filesBefore: string[], status = "SHIPPED") {
  expect((await consignmentRow(t, order.consignment)).status).toBe(status);
  expect(await attachmentRows(order)).toEqual([]);
  expect(await deliveryAudits(order)).toEqual([]);
  expect(await storedFiles()).toEqual(filesBefore);
}

describe("delivering with a proof of delivery", () => {
  it("records the delivery and its proof together; the customer lists and downloads it", async () => {
    const order = await orderOnItsWay("Hind");
    const response = await deliver(order, fulfilment, [
      { name: "reason", value: "Signed for by the concierge" },
      { name: "file", fileName: "signed-note.pdf", type: "application/pdf", bytes: PDF },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order.consignments[0].status).toBe("DELIVERY_COMPLETED");
    expect((await orderRow(t, order.id)).status).toBe("COMPLETED");

    const [row] = await attachmentRows(order);
    expect(row).toMatchObject({ kind: "PROOF_OF_DELIVERY", fileName: "signed-note.pdf", mimeType: "application/pdf" });
    const [audit] = await deliveryAudits(order);
    expect(audit).toMatchObject({
      role: "fulfilment",
      details: { proofOfDelivery: { attachmentId: row!.id, fileName: "signed-note.pdf" } },
    });
    const history = response.json().events as { kind: string; toStatus?: string; reason?: string }[];
    expect(history.find((event) => event.toStatus === "DELIVERY_COMPLETED")?.reason).toBe(
      "Signed for by the concierge",
    );

    const customer = bearer(order.customer.token!);
    const listed = await t.app.inject({
      url: `${OCC}/users/current/orders/${order.code}/attachments`,
      headers: customer,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(OrderAttachmentList.parse(listed.json()).sapAttachments).toMatchObject([
      { id: row!.id, fileName: "signed-note.pdf", mimeType: "application/pdf", size: PDF.byteLength },
    ]);
    const file = await t.app.inject({
      url: `${OCC}/users/current/orders/${order.code}/attachments/${row!.id}`,
      headers: customer,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("takes a photo without a reason, and a multipart delivery whose file input was left empty", async () => {
    const photo = await orderOnItsWay("Lina");
    const withPhoto = await deliver(photo, fulfilment, [
      { name: "file", fileName: "at-the-door.png", type: "image/png", bytes: PNG },
    ]);
    expect(withPhoto.statusCode, withPhoto.body).toBe(200);
    expect(await attachmentRows(photo)).toMatchObject([{ kind: "PROOF_OF_DELIVERY", mimeType: "image/png" }]);

    const plain = await orderOnItsWay("Maha");
    const withoutFile = await deliver(plain, fulfilment, [
      { name: "reason", value: "Left with the neighbour" },
      { name: "file", fileName: "", type: "application/octet-stream", bytes: Buffer.alloc(0) },
    ]);
    expect(withoutFile.statusCode, withoutFile.body).toBe(200);
    expect((await consignmentRow(t, plain.consignment)).status).toBe("DELIVERY_COMPLETED");
    expect(await attachmentRows(plain)).toEqual([]);
    expect(await deliveryAudits(plain)).toMatchObject([{ details: null }]);
  });

  it.each([
    ["HTML named .pdf", "proof.pdf", "application/pdf", HTML, "fileType"],
    ["a PNG named .pdf", "proof.pdf", "application/pdf", PNG, "fileType"],
    ["HTML with its own name", "proof.html", "text/html", HTML, "fileType"],
  ])("refuses %s (400) and delivers nothing", async (_, fileName, type, bytes, reason) => {
    const order = await orderOnItsWay(`Noor ${fileName}${bytes.byteLength}`);
    const before = await storedFiles();
    const response = await deliver(order, fulfilment, [{ name: "file", fileName, type, bytes }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "file", reason });
    await expectNothingChanged(order, before);
  });

  it("refuses a file over 5 MB (400) and delivers nothing", async () => {
    const order = await orderOnItsWay("Rasha");
    const before = await storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await deliver(order, fulfilment, [
      { name: "file", fileName: "scan.pdf", type: "application/pdf", bytes: big },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ subject: "file", reason: "fileTooLarge" });
    await expectNothingChanged(order, before);
  });

  it("refuses a second file in the same delivery (one proof per delivery) and delivers nothing", async () => {
    const order = await orderOnItsWay("Qamar");
    const before = await storedFiles();
    const response = await deliver(order, fulfilment, [
      { name: "file", fileName: "one.pdf", type: "application/pdf", bytes: PDF },
      { name: "file", fileName: "two.png", type: "image/png", bytes: PNG },
    ]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ type: expect.any(String) });
    await expectNothingChanged(order, before);
  });

  it("keeps no file when the delivery itself is refused (not shipped yet)", async () => {
    const order = await orderOnItsWay("Salma", false);
    const before = await storedFiles();
    const response = await deliver(order, fulfilment, [
      { name: "file", fileName: "early.pdf", type: "application/pdf", bytes: PDF },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain("PICKPACK");
    await expectNothingChanged(order, before, "PICKPACK");
  });

  it("refuses support and merchandiser staff (403) and no token (401) before reading the file", async () => {
    const order = await orderOnItsWay("Wafa");
    const before = await storedFiles();
    const parts: Part[] = [{ name: "file", fileName: "proof.pdf", type: "application/pdf", bytes: PDF }];
    for (const role of ["support", "merchandiser"] as const) {
      expect((await deliver(order, await staffAuthHeader(t, role), parts)).statusCode).toBe(403);
    }
    expect((await deliver(order, {}, parts)).statusCode).toBe(401);
    await expectNothingChanged(order, before);
  });
});
