/**
 * The API's Prometheus metrics (issue 23): requests by route and status with latency histograms, the process
 * (event-loop delay, heap, CPU: prom-client's defaults), the job queue, orders placed and card payments by outcome.
 * One registry per app (tests build many apps in one process) beside one for the process's own figures, which
 * belong to the process (and whose collectors, once started, run until it exits). With several processes on the
 * port, a scrape answers the sum of them all (`@dukkan/web-server/cluster-metrics`); the job-queue gauges, read
 * from the shared queue table, are the same number in each and are not added up.
 */
import { shareWithPrimary } from "@dukkan/web-server/cluster-metrics";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { connectionPoolOf, type Database } from "../db/client.js";
import { jobQueueState } from "../jobs/job-queue-state.js";

/** Latency buckets in seconds: a cached read is a few ms, a card payment can take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly latency: Histogram<"method" | "route">;
  private readonly orders: Counter<"payment">;
  private readonly payments: Counter<"outcome">;

  /** `now`: the app's clock, which jobs are scheduled by. */
  constructor(db: Pick<Database, "execute">, now: () => Date = () => new Date()) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: "dukkan_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status code",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.latency = new Histogram({
      name: "dukkan_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route pattern",
      labelNames: ["method", "route"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.orders = new Counter({
      name: "dukkan_orders_placed_total",
      help: "Orders placed (cash on delivery when placed, card once the payment is approved)",
      labelNames: ["payment"],
      registers,
    });
    this.payments = new Counter({
      name: "dukkan_card_payments_total",
      help: "Card payments by outcome (APPROVED, or the gateway's refusal reason)",
      labelNames: ["outcome"],
      registers,
    });
    // One read of the queue table per scrape serves the three gauges.
    let queue: ReturnType<typeof jobQueueState> | undefined;
    const queueOnce = () =>
      (queue ??= jobQueueState(db, now()).finally(() => setTimeout(() => (queue = undefined), 1000)));
    const queueGauge = (
      name: string,
      help: string,
      read: (state: Awaited<ReturnType<typeof jobQueueState>>) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers,
        // Every process reads the same queue table: several processes' answers are one number, not a sum.
        aggregator: "max",
        async collect() {
          this.set(read(await queueOnce()));
        },
      });
    const pool = connectionPoolOf(db);
    if (pool) {
      new Gauge({
        name: "dukkan_db_pool_connections",
        help: "PostgreSQL connections of this process's pool: total open, idle, and queries waiting for one",
        labelNames: ["state"],
        registers,
        collect() {
          this.set({ state: "total" }, pool.totalCount);
          this.set({ state: "idle" }, pool.idleCount);
          this.set({ state: "waiting" }, pool.waitingCount);
        },
      });
    }
    queueGauge("dukkan_jobs_pending", "Background jobs waiting to run (the whole shop)", (state) => state.pending);
    queueGauge("dukkan_jobs_overdue", "Background jobs due more than 5 minutes ago", (state) => state.overdue);
    queueGauge("dukkan_jobs_failed_last_hour", "Jobs that failed for good in the last hour", (s) => s.failedLastHour);
  }

  readonly contentType = this.registry.contentType;

  /** In a worker process (WEB_CONCURRENCY above 1): the registries the primary collects on a scrape. */
  shareWithClusterPrimary(): void {
    shareWithPrimary([processMetrics(), this.registry]);
  }

  /** This app's series and the process's, in Prometheus' text format. */
  async text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  /** `route` is the route's pattern (`/occ/v2/dukkan/users/:userId/orders`), never the raw URL: few series. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  orderPlaced(payment: "cash" | "card"): void {
    this.orders.inc({ payment });
  }

  cardPayment(outcome: string): void {
    this.payments.inc({ outcome });
  }
}
