/** Tax invoices and credit notes of orders: their OCC routes and the job that issues a cancellation's credit note. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { OrderService } from "../orders/order-service.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { invoiceRoutes } from "./invoice-routes.js";
import { staffInvoiceRoutes } from "./staff-invoice-routes.js";
import { CREDIT_NOTE_JOB, InvoiceService } from "./invoice-service.js";

export type InvoicesModule = ApiModule & { readonly invoices: InvoiceService };

export function invoicesModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "guards" | "jobs"> & {
    orders: OrderService;
    staffGuards: StaffGuards;
  },
): InvoicesModule {
  const invoices = new InvoiceService({
    db: deps.db,
    orders: deps.orders,
    shop: deps.config.shop,
    now: deps.now ?? (() => new Date()),
  });
  deps.jobs.handle<{ cancellationId: number }>(CREDIT_NOTE_JOB, ({ cancellationId }) =>
    invoices.creditNoteFor(cancellationId),
  );
  return {
    name: "invoices",
    invoices,
    registerOcc: async (occ) => {
      await occ.register(invoiceRoutes(invoices, deps.guards));
    },
    registerRoot: async (app) => {
      await app.register(staffInvoiceRoutes(invoices, deps.staffGuards), { prefix: STAFF_PREFIX });
    },
  };
}
