/**
 * The changes to placed orders: cancellation (whole or partial) and reorder for the customer; cancellation with a
 * reason and file attachments for staff (/admin/v1).
 */
import type { ApiModule, Infrastructure } from "../../app-module.js";
import type { CartService } from "../../cart/cart-service.js";
import { STAFF_PREFIX } from "../../staff/staff-auth-routes.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import type { AttachmentService } from "../attachments/attachment-service.js";
import type { OrderService } from "../order-service.js";
import { amendmentRoutes } from "./amendment-routes.js";
import { CancellationService } from "./cancellation-service.js";
import { ReorderService } from "./reorder-service.js";
import { staffOrderRoutes } from "./staff-order-routes.js";

export type AmendmentsModule = ApiModule & { readonly cancellations: CancellationService };

export function amendmentsModule(
  deps: Pick<Infrastructure, "db" | "guards" | "jobs" | "config"> & {
    orders: OrderService;
    carts: CartService;
    attachments: AttachmentService;
    staffGuards: StaffGuards;
  },
): AmendmentsModule {
  const cancellations = new CancellationService(deps.db, deps.jobs, deps.config.loyalty);
  const reorders = new ReorderService(deps.db, deps.orders, deps.carts);
  return {
    name: "order-amendments",
    cancellations,
    registerRoot: async (app) => {
      const services = { orders: deps.orders, cancellations, attachments: deps.attachments };
      await app.register(staffOrderRoutes(services, deps.staffGuards), { prefix: STAFF_PREFIX });
    },
    registerOcc: async (occ) => {
      await occ.register(amendmentRoutes({ orders: deps.orders, cancellations, reorders }, deps.guards));
    },
  };
}
