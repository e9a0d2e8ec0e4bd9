/**
 * The customer's side of order attachments (delivery notes, proofs of delivery): listing and downloading them.
 * The service, with the configured file storage, is built by the orders module, whose staff delivery step records
 * a proof of delivery with the delivery.
 */
import type { ApiModule, Infrastructure } from "../../app-module.js";
import { attachmentRoutes } from "./attachment-routes.js";
import type { AttachmentService } from "./attachment-service.js";

export type AttachmentsModule = ApiModule & { readonly attachments: AttachmentService };

export function attachmentsModule(
  deps: Pick<Infrastructure, "guards"> & { attachments: AttachmentService },
): AttachmentsModule {
  return {
    name: "order-attachments",
    attachments: deps.attachments,
    registerOcc: async (occ) => {
      await occ.register(attachmentRoutes(deps.attachments, deps.guards));
    },
  };
}
