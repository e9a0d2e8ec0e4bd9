/** GET /admin/v1/dashboard: the day at a glance for any signed-in staff member. */
import { ORDER_STATUSES } from "@dukkan/occ/order";
import { z } from "zod";

/** The order statuses that wait for staff to act (accept, pick, ship, hand over). */
export const WAITING_ORDER_STATUSES = ["CREATED", "PROCESSING", "PARTIALLY_SHIPPED", "READY_FOR_PICKUP"] as const;

export const Dashboard = z.object({
  today: z
    .object({
      orders: z.number().int(),
      salesFils: z.number().int().describe("Totals of today's placed orders, VAT included"),
      salesExVatFils: z.number().int(),
    })
    .describe("Orders placed today (Asia/Dubai), cancelled ones left out"),
  salesByDay: z
    .array(
      z.object({
        date: z.string().describe("YYYY-MM-DD, Asia/Dubai"),
        orders: z.number().int(),
        salesFils: z.number().int(),
      }),
    )
    .describe("The last 14 days, oldest first, today last; days without orders are zeros"),
  waiting: z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()).describe("Orders waiting for staff, by status"),
  lowStock: z
    .array(z.object({ code: z.string(), name: z.string(), stockLevel: z.number().int() }))
    .describe("Products at or below the low-stock threshold, fewest first (at most 10)"),
  openTickets: z.null().describe("Until support tickets exist"),
  openReturns: z.null().describe("Until returns exist"),
});
export type Dashboard = z.infer<typeof Dashboard>;
