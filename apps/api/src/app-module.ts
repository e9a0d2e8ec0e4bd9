/**
 * The shape of an API module and the infrastructure every module may ask for (decision 0028).
 *
 * Each feature folder exports one module factory (`cart/cart.module.ts` → `cartModule(deps)`): it takes what it
 * needs as typed dependencies (a `Pick` of the shared infrastructure plus other modules' services), builds its
 * services, and returns an `ApiModule` carrying those services for the modules after it. `buildApp` builds the
 * infrastructure, the modules in dependency order, then registers their routes in list order.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TokenService } from "./auth/token-service.js";
import type { CatalogVersionWatcher } from "./cache/catalog-version.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { Geocoder } from "./geo/geocoder.js";
import type { RateLimiter } from "./guards/rate-limiter.js";
import type { JobRunner } from "./jobs/job-runner.js";
import type { UserGuards } from "./guards/user-guard.js";
import type { AgentSessions } from "./assisted-service/agent-sessions.js";
import type { EmailSender } from "./notifications/email.js";
import type { SmsSender } from "./notifications/sms.js";
import type { PushDelivery } from "./push/push-delivery.js";
import type { PaymentGateway } from "./payment/payment-gateway.js";
import type { ShopMetrics } from "./metrics/shop-metrics.js";
import type { FileStorage } from "./files/file-storage.js";

/** A Fastify scope routes are registered in (the root, or the OCC prefix scope), with zod type checking. */
export type ApiScope = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface ApiModule {
  /** The feature folder's name, for reading the list in `buildApp`. */
  readonly name: string;
  /** Registers routes outside the OCC prefix (health, media, the token endpoint, staff routes). */
  registerRoot?(app: ApiScope): Promise<void>;
  /** Registers routes under the OCC prefix, where `lang`/`area` are parsed and the user guards can run. */
  registerOcc?(occ: ApiScope): Promise<void>;
  /** Runs when the app starts its background jobs (e.g. enqueues a job that must run once per start). */
  start?(): Promise<void>;
}

/**
 * What `buildApp` creates once and shares: connections, configuration, clock, caches, adapters to the outside
 * (e-mail, SMS, geocoder, card gateway) and the cross-cutting guards. Modules take a `Pick` of it.
 */
export interface Infrastructure {
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
  /** The clock for time-boxed data (discount windows, future stock, vouchers); tests pin it. Unset: real time. */
  now: (() => Date) | undefined;
  /** How often caches re-read the catalogue change log. */
  cacheCheckIntervalMs: number;
  catalogVersion: CatalogVersionWatcher;
  limiter: RateLimiter;
  email: EmailSender;
  sms: SmsSender;
  /** App push and web push to a customer's devices and browsers (decision 0061). */
  push: PushDelivery;
  geocoder: Geocoder;
  paymentGateway: PaymentGateway;
  /** Uploaded files (order attachments, return photos): the local folder or an S3 bucket (decision 0039). */
  files: FileStorage;
  /**
   * The one durable job runner (decision 0024): modules enqueue work in their transactions and register the
   * handlers and recurring schedules of the jobs they own when they are built.
   */
  jobs: JobRunner;
  /** Bearer tokens: issued by the auth module, checked by every guarded route. */
  tokens: TokenService;
  guards: UserGuards;
  /** Assisted-service sessions (decision 0076): the user guards let an agent act for a customer through them. */
  agents: AgentSessions;
  /** Prometheus metrics: modules count what they do (orders placed, card payments by outcome). */
  metrics: ShopMetrics;
}
