/**
 * Order attachments (account spec §2.21, §7 Orders): files are accepted by what their bytes are, stored in the
 * local file storage, listed and downloaded by the order's owner only, with headers that keep a browser from
 * reading them as anything else.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAttachmentList } from "@dukkan/occ/order";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES, PNG_PIXEL_BASE64 } from "../../../test/fixtures.js";
import { pixelsOf } from "../../../test/images.js";
import { bearer, OCC } from "../../account/account-test-support.js";
import { GUEST, signedInCustomer, type Caller } from "../../cart/cart-test-support.js";
import { LocalFileStorage } from "../../files/local-file-storage.js";
import { placedOrder, insertAmendmentFixtures } from "../amendments/amendment-test-support.js";
import { firstError, orderServiceFor } from "../order-test-support.js";
import { orderEvents } from "../orders.tables.js";
import { MAX_ATTACHMENT_BYTES } from "./attachment-files.js";
import { AttachmentService } from "./attachment-service.js";
import { orderAttachments } from "./attachments.tables.js";

let t: TestApp;
let folder: string;
let attachments: AttachmentService;

const PNG = new Uint8Array(Buffer.from(PNG_PIXEL_BASE64, "base64"));
const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n"));
const HTML = new Uint8Array(Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script>"));

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "dukkan-files-"));
  t = await createTestApp({ seed: insertAmendmentFixtures, env: { FILE_STORAGE_DIR: folder } });
  attachments = new AttachmentService(t.db, orderServiceFor(t), new LocalFileStorage(folder));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const headers = (caller: Caller) => (caller.token ? bearer(caller.token) : {});
const list = (caller: Caller, code: string) =>
  t.app.inject({
    method: "GET",
    url: `${OCC}/users/${caller.userId}/orders/${code}/attachments`,
    headers: headers(caller),
  });
const download = (caller: Caller, code: string, id: string) =>
  t.app.inject({
    method: "GET",
    url: `${OCC}/users/${caller.userId}/orders/${code}/attachments/${id}`,
    headers: headers(caller),
  });

async function storedFiles(): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).filter((name) => /[0-9a-f-]{36}$/.test(name));
}

describe("order attachments", () => {
  it("lists and serves the owner's files with their type, name and nosniff", async () => {
    const { customer, code } = await placedOrder(t, "Nour", [[CODES.cup, 1]]);
    const note = await attachments.attach({
      orderCode: code,
      kind: "DELIVERY_NOTE",
      fileName: "../../etc/إيصال التسليم.pdf",
      bytes: PDF,
      staffId: "staff-1",
    });
    const photo = await attachments.attach({
      orderCode: code,
      kind: "PROOF_OF_DELIVERY",
      fileName: "door",
      bytes: PNG,
      staffId: "staff-1",
    });

    const listed = await list(customer, code);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(OrderAttachmentList.parse(listed.json()).sapAttachments).toMatchObject([
      { id: note.id, fileName: "إيصال التسليم.pdf", mimeType: "application/pdf", size: PDF.byteLength },
      { id: photo.id, fileName: "door.png", mimeType: "image/png" },
    ]);

    const pdf = await download(customer, code, note.id);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["x-content-type-options"]).toBe("nosniff");
    expect(pdf.headers["content-disposition"]).toBe(
      `inline; filename="_____ _______.pdf"; filename*=UTF-8''${encodeURIComponent("إيصال التسليم.pdf")}`,
    );
    expect(pdf.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    const png = await download(customer, code, photo.id);
    expect(png.headers["content-type"]).toBe("image/png");
    // Re-encoded (decision 0068): other bytes, the same pixel, the size listed the stored file's.
    expect(png.rawPayload.byteLength).toBe(OrderAttachmentList.parse(listed.json()).sapAttachments[1]!.size);
    expect(await pixelsOf(png.rawPayload)).toEqual(await pixelsOf(PNG));

    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, Number(code)), eq(orderEvents.kind, "ATTACHMENT")));
    expect(events.map((event) => [event.kind, event.actorType, event.actorId])).toEqual([
      ["ATTACHMENT", "staff", "staff-1"],
      ["ATTACHMENT", "staff", "staff-1"],
    ]);
  });

  it("serves nothing to anyone else: a foreign order answers like an unknown one", async () => {
    const { customer, code } = await placedOrder(t, "Omar", [[CODES.cup, 1]]);
    const file = await attachments.attach({
      orderCode: code,
      kind: "OTHER",
      fileName: "a.png",
      bytes: PNG,
      staffId: null,
    });
    const other = await placedOrder(t, "Rana", [[CODES.cup, 1]]);
    const stranger = await signedInCustomer(t, "Sami");

    for (const response of [await list(stranger, code), await download(stranger, code, file.id)]) {
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "order" });
    }
    // The owner of another order cannot fetch this order's file through their own order.
    const crossed = await download(other.customer, other.code, file.id);
    expect(crossed.statusCode).toBe(400);
    expect(firstError(crossed)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "attachment" });
    expect((await list(GUEST, code)).statusCode).toBe(400);
    expect((await download(customer, code, "not-a-uuid")).statusCode).toBe(400);
  });

  it.each([
    ["a .pdf name holding a PNG", "invoice.pdf", PNG],
    ["a .pdf name holding HTML", "invoice.pdf", HTML],
    ["HTML with no name to hide behind", "page", HTML],
    ["an empty file", "empty.pdf", new Uint8Array()],
  ])("refuses %s and stores nothing", async (_, fileName, bytes) => {
    const { code } = await placedOrder(t, "Tala", [[CODES.cup, 1]]);
    const before = await storedFiles();
    await expect(
      attachments.attach({ orderCode: code, kind: "OTHER", fileName, bytes, staffId: null }),
    ).rejects.toMatchObject({ statusCode: 400, errors: [{ type: "ValidationError", subject: "file" }] });
    expect(
      await t.db
        .select()
        .from(orderAttachments)
        .where(eq(orderAttachments.orderId, Number(code))),
    ).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a file over 5 MB", async () => {
    const { code } = await placedOrder(t, "Yara", [[CODES.cup, 1]]);
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(PDF);
    await expect(
      attachments.attach({ orderCode: code, kind: "OTHER", fileName: "big.pdf", bytes: big, staffId: null }),
    ).rejects.toMatchObject({ statusCode: 400, errors: [{ reason: "fileTooLarge" }] });
  });
});
