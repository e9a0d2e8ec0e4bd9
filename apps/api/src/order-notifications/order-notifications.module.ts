/** The customer is told about each step of their order: the `order.notify` job (decision 0040). */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { InvoiceService } from "../invoices/invoice-service.js";
import { ORDER_NOTIFY_JOB, OrderNotifier, type OrderNotifyPayload } from "./order-notifier.js";

export type OrderNotificationsModule = ApiModule & { readonly notifier: OrderNotifier };

export function orderNotificationsModule(
  deps: Pick<Infrastructure, "db" | "config" | "email" | "sms" | "push" | "jobs"> & {
    invoices: InvoiceService;
  },
): OrderNotificationsModule {
  const notifier = new OrderNotifier({
    db: deps.db,
    email: deps.email,
    sms: deps.sms,
    invoices: deps.invoices,
    storefrontUrl: deps.config.storefrontUrl,
    push: deps.push,
  });
  deps.jobs.handle<OrderNotifyPayload>(ORDER_NOTIFY_JOB, (payload) => notifier.notify(payload));
  return { name: "order-notifications", notifier };
}
