/** Staff cancelling orders and attaching files under /admin/v1 (issue 18): roles, audit, the customer's view. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAttachmentList } from "@dukkan/occ/order";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES, PNG_PIXEL_BASE64 } from "../../../test/fixtures.js";
import { bearer, OCC } from "../../account/account-test-support.js";
import { staffAuthHeader } from "../../staff/staff-test-support.js";
import { auditLog } from "../../staff/staff.tables.js";
import { firstError } from "../order-test-support.js";
import { orderEvents, orders } from "../orders.tables.js";
import { insertAmendmentFixtures, placedOrder, stockOf } from "./amendment-test-support.js";
import { multipartForm } from "../../../test/multipart.js";

let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "dukkan-staff-files-"));
  t = await createTestApp({ seed: insertAmendmentFixtures, env: { FILE_STORAGE_DIR: folder } });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const staffCancel = (headers: Record<string, string>, code: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/admin/v1/orders/${code}/cancellation`, headers, payload });

const upload = (headers: Record<string, string>, code: string, fileName: string, bytes: Uint8Array, type: string) => {
  const form = multipartForm({ kind: "PROOF_OF_DELIVERY" }, { name: fileName, bytes, type }, "file");
  return t.app.inject({
    method: "POST",
    url: `/admin/v1/orders/${code}/attachments`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe("staff order routes", () => {
  it("cancel a whole order with a reason the customer sees, audited", async () => {
    const { customer, code } = await placedOrder(t, "Zaid", [[CODES.cup, 2]]);
    const cups = await stockOf(t, CODES.cup);
    const support = await staffAuthHeader(t, "support");

    const response = await staffCancel(support, code, { reason: "Customer called: ordered twice" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "CANCELLED" });
    expect(await stockOf(t, CODES.cup)).toBe(cups + 2);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(code)));
    expect(order!.cancelReason).toBe("Customer called: ordered twice");
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, Number(code)));
    expect(events.at(-1)).toMatchObject({ actorType: "staff", reason: "Customer called: ordered twice" });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, code));
    expect(audit).toMatchObject([{ action: "order.cancel", targetType: "order", role: "support" }]);
    expect(customer.token).toBeTruthy();
  });

  it("refuses a merchandiser and a missing reason", async () => {
    const { code } = await placedOrder(t, "Yasmin", [[CODES.cup, 1]]);
    expect((await staffCancel(await staffAuthHeader(t, "merchandiser"), code, { reason: "x" })).statusCode).toBe(403);
    expect((await staffCancel({}, code, { reason: "x" })).statusCode).toBe(401);
    const support = await staffAuthHeader(t, "support");
    expect((await staffCancel(support, code, {})).statusCode).toBe(400);
  });

  it("attach a proof of delivery the customer can download; a disguised file is refused", async () => {
    const { customer, code } = await placedOrder(t, "Waleed", [[CODES.cup, 1]]);
    const fulfilment = await staffAuthHeader(t, "fulfilment");
    const png = new Uint8Array(Buffer.from(PNG_PIXEL_BASE64, "base64"));

    const disguised = await upload(fulfilment, code, "receipt.pdf", png, "application/pdf");
    expect(disguised.statusCode, disguised.body).toBe(400);
    expect(firstError(disguised)).toMatchObject({ type: "ValidationError", reason: "fileType" });

    const uploaded = await upload(fulfilment, code, "door.png", png, "image/png");
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const listed = await t.app.inject({
      method: "GET",
      url: `${OCC}/users/current/orders/${code}/attachments`,
      headers: bearer(customer.token!),
    });
    expect(OrderAttachmentList.parse(listed.json()).sapAttachments).toMatchObject([
      { fileName: "door.png", mimeType: "image/png" },
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, code));
    expect(audit).toMatchObject([{ action: "order.attach", role: "fulfilment" }]);
    expect((await upload(await staffAuthHeader(t, "support"), code, "door.png", png, "image/png")).statusCode).toBe(
      403,
    );
  });
});
