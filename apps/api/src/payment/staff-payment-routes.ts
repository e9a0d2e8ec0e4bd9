/**
 * POST /admin/v1/orders/{code}/payment/retry-capture (roles owner, fulfilment): a card order whose capture the
 * gateway declined (payment CAPTURE_FAILED, e.g. the authorisation had expired and the customer's bank has since
 * renewed it) gets its `payment.capture` job again. The job, its audit row and the lock on the payment are one
 * transaction; the job captures what the order still owes and records the outcome in the ledger as any capture.
 * Asking twice for the same declined capture queues one job.
 */
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import type { JobQueue } from "../jobs/job-runner.js";
import { OccHttpError } from "../occ/errors.js";
import { orderNotFound } from "../orders/order-errors.js";
import type { OrderService } from "../orders/order-service.js";
import { orderPayments } from "../orders/orders.tables.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { ledgerOf } from "./payment-ledger.js";
import { enqueueCapture } from "./payment-settlement.js";
import { StaffPayment } from "@dukkan/staff-api";
import { staffPaymentOf } from "./staff-payment-view.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };

const captureNotFailed = (orderCode: string, status: string) =>
  new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "captureNotFailed",
      subject: orderCode,
      subjectType: "order",
      message: `The payment of order ${orderCode} is ${status}; only a CAPTURE_FAILED payment can be captured again.`,
    },
  ]);

export function staffPaymentRoutes(deps: {
  db: Database;
  orders: OrderService;
  jobs: Pick<JobQueue, "enqueue" | "wake">;
  guards: StaffGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/orders/:code/payment/retry-capture",
      {
        preValidation: deps.guards.require("fulfilment"),
        schema: {
          tags: ["Staff orders"],
          summary: "Capture a card order's payment again after the gateway declined it",
          description:
            "Only for a payment in CAPTURE_FAILED. Queues the capture job (202); its outcome appears in the order's " +
            "payment transactions and history. Audited.",
          params: z.object({ code: z.string().min(1).max(100) }),
          response: { 202: z.object({ payment: StaffPayment }), ...errors },
        },
      },
      async (request, reply) => {
        const { code } = request.params;
        const order = await deps.orders.findByCode(code);
        if (!order) throw orderNotFound(code);
        await deps.db.transaction(async (tx) => {
          const [payment] = await tx
            .select()
            .from(orderPayments)
            .where(eq(orderPayments.orderId, order.id))
            .for("update");
          if (!payment) throw captureNotFailed(code, "not a card payment");
          if (payment.status !== "CAPTURE_FAILED") throw captureNotFailed(code, payment.status);
          const declined = (await ledgerOf(tx, order.id)).filter((row) => row.type === "CAPTURE").at(-1);
          // One job per declined capture: a second click before the job ran adds nothing.
          await enqueueCapture(deps.jobs, tx, order.id, `retry-${declined?.transactionId ?? "capture"}`);
          await recordAudit(tx, request.staffContext, {
            action: "payment.retry-capture",
            targetType: "order",
            targetId: code,
            details: { declinedTransactionId: declined?.transactionId ?? null },
          });
        });
        deps.jobs.wake();
        return reply.code(202).send({ payment: (await staffPaymentOf(deps.db, order.id))! });
      },
    );
  };
}
