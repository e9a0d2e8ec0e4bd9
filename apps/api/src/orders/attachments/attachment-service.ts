/**
 * Order attachments (account spec §2.21, §7 Orders): staff attach a delivery note or a proof of delivery to an
 * order; its customer lists and downloads them. The bytes go to the file storage, the row to `order_attachments`;
 * reads check the order is the caller's (another's answers like an unknown order) and the file is that order's.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { OrderAttachmentList } from "@dukkan/occ/order";
import type { Executor } from "../../cart/cart-service.js";
import type { Database } from "../../db/client.js";
import type { FileStorage } from "../../files/file-storage.js";
import { OccHttpError } from "../../occ/errors.js";
import type { RequestContext } from "../../occ/request-context.js";
import { recordOrderEvent } from "../lifecycle/order-events.js";
import { orderNotFound } from "../order-errors.js";
import type { OrderService } from "../order-service.js";
import { checkAttachment } from "./attachment-files.js";
import { orderAttachments, type OrderAttachmentKind } from "./attachments.tables.js";

export type AttachmentRow = typeof orderAttachments.$inferSelect;

export interface AttachmentUpload {
  orderCode: string;
  kind: OrderAttachmentKind;
  fileName: string;
  bytes: Uint8Array;
  /** The staff member uploading it. */
  staffId: string | null;
}

export interface AttachmentDownload {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const attachmentNotFound = (id: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: id.slice(0, 100),
      subjectType: "attachment",
      message: `Attachment ${id.slice(0, 100)} not found for this order.`,
    },
  ]);

export class AttachmentService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Stores a checked file and records it with an ATTACHMENT event in the order's history, in a transaction of its
   * own. `inTransaction` lets the staff route add its audit row to the same transaction.
   */
  attach(
    upload: AttachmentUpload,
    inTransaction?: (tx: Executor, row: AttachmentRow) => Promise<void>,
  ): Promise<AttachmentRow> {
    return this.attachDuring(upload, (record) =>
      this.db.transaction(async (tx) => {
        const row = await record(tx);
        await inTransaction?.(tx, row);
        return row;
      }),
    );
  }

  /**
   * Stores a checked file, then runs `during` with `record`, which writes the attachment's row and its ATTACHMENT
   * event in the transaction `during` gives it: a proof of delivery is recorded inside the delivery step's own
   * transaction, so the delivery and its proof commit together or not at all. The file is written first and
   * removed again when `during` fails (a refused step, a failed write), so no row points at a missing file and
   * no file is left without its row. A file that fails the content check is refused before anything happens.
   */
  async attachDuring<T>(
    upload: AttachmentUpload,
    during: (record: (tx: Executor) => Promise<AttachmentRow>) => Promise<T>,
  ): Promise<T> {
    const order = await this.orders.findByCode(upload.orderCode);
    if (!order) throw orderNotFound(upload.orderCode);
    const checked = await checkAttachment(upload.bytes, upload.fileName);
    const id = randomUUID();
    const storageKey = `orders/${order.id}/${id}`;
    await this.storage.put(storageKey, checked.bytes, checked.mimeType);
    const record = async (tx: Executor): Promise<AttachmentRow> => {
      const [row] = await tx
        .insert(orderAttachments)
        .values({
          id,
          orderId: order.id,
          kind: upload.kind,
          fileName: checked.fileName,
          mimeType: checked.mimeType,
          sizeBytes: checked.bytes.byteLength,
          storageKey,
          uploadedByStaffId: upload.staffId,
        })
        .returning();
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: "ATTACHMENT",
        actor: { type: "staff", ...(upload.staffId ? { id: upload.staffId } : {}) },
        details: { attachmentId: id, kind: upload.kind, fileName: checked.fileName },
      });
      return row!;
    };
    try {
      return await during(record);
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** GET users/{u}/orders/{code}/attachments: the caller's order's files, oldest first. */
  async list(context: Pick<RequestContext, "caller">, orderCode: string): Promise<OrderAttachmentList> {
    const order = await this.orders.findOwned(context, orderCode);
    const rows = await this.db
      .select()
      .from(orderAttachments)
      .where(eq(orderAttachments.orderId, order.id))
      .orderBy(asc(orderAttachments.createdAt), asc(orderAttachments.id));
    return {
      sapAttachments: rows.map((row) => ({
        id: row.id,
        fileName: row.fileName,
        mimeType: row.mimeType,
        size: row.sizeBytes,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  /** GET users/{u}/orders/{code}/attachments/{id}: one file of the caller's order. */
  async download(
    context: Pick<RequestContext, "caller">,
    orderCode: string,
    attachmentId: string,
  ): Promise<AttachmentDownload> {
    const order = await this.orders.findOwned(context, orderCode);
    if (!UUID.test(attachmentId)) throw attachmentNotFound(attachmentId);
    const [row] = await this.db
      .select()
      .from(orderAttachments)
      .where(and(eq(orderAttachments.id, attachmentId.toLowerCase()), eq(orderAttachments.orderId, order.id)));
    if (!row) throw attachmentNotFound(attachmentId);
    const file = await this.storage.get(row.storageKey);
    if (!file) throw new Error(`Attachment ${attachmentId} has no file in the storage`);
    return { fileName: row.fileName, mimeType: row.mimeType, bytes: file.bytes };
  }
}
