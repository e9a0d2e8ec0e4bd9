/** Files attached to orders (delivery notes, proofs of delivery) in the configured file storage. */
import type { ApiModule, Infrastructure } from "../../app-module.js";
import { createFileStorage } from "../../files/file-config.js";
import type { FileStorage } from "../../files/file-storage.js";
import type { OrderService } from "../order-service.js";
import { attachmentRoutes } from "./attachment-routes.js";
import { AttachmentService } from "./attachment-service.js";

export type AttachmentsModule = ApiModule & { readonly attachments: AttachmentService; readonly files: FileStorage };

export function attachmentsModule(
  deps: Pick<Infrastructure, "db" | "config" | "guards"> & { orders: OrderService },
): AttachmentsModule {
  const files = createFileStorage(deps.config.files);
  const attachments = new AttachmentService(deps.db, deps.orders, files);
  return {
    name: "order-attachments",
    attachments,
    files,
    registerOcc: async (occ) => {
      await occ.register(attachmentRoutes(attachments, deps.guards));
    },
  };
}
