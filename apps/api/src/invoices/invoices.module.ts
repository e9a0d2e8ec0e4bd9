/** Tax invoices and credit notes of orders: their OCC routes and the job that issues a cancellation's credit note. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { OrderService } from "../orders/order-service.js";
import { invoiceRoutes } from "./invoice-routes.js";
import { CREDIT_NOTE_JOB, InvoiceService } from "./invoice-service.js";

export type InvoicesModule = ApiModule & { readonly invoices: InvoiceService };

export function invoicesModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "guards" | "jobs"> & { orders: OrderService },
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
  };
}
