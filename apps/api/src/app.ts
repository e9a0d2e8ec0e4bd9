/**
 * The Fastify application: every route, the OCC error envelope, OpenAPI docs and request ids.
 * `buildApp` returns a ready instance without listening, so tests drive it with `app.inject`.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import cors from "@fastify/cors";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import { OCC_PREFIX } from "@dukkan/occ";
import packageJson from "../package.json" with { type: "json" };
import type { ApiModule, Infrastructure } from "./app-module.js";
import { accountModule } from "./account/account.module.js";
import { addressesModule } from "./addresses/addresses.module.js";
import { areaModule } from "./area/area.module.js";
import { authModule } from "./auth/auth.module.js";
import { TokenService } from "./auth/token-service.js";
import { CatalogVersionWatcher, pruneCatalogChangeLog } from "./cache/catalog-version.js";
import { cartModule } from "./cart/cart.module.js";
import { catalogModule } from "./catalog/catalog.module.js";
import { checkoutModule } from "./checkout/checkout.module.js";
import { cmsModule } from "./cms/cms.module.js";
import { comparisonModule } from "./comparison/comparison.module.js";
import { consentsModule } from "./consents/consents.module.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { createFileStorage } from "./files/file-config.js";
import { createGeocoder } from "./geo/create-geocoder.js";
import { geoModule } from "./geo/geo.module.js";
import { RateLimiter } from "./guards/rate-limiter.js";
import { registerUserGuardContext, userGuards } from "./guards/user-guard.js";
import { healthModule } from "./health/health.module.js";
import { JobRunner } from "./jobs/job-runner.js";
import { createLogger } from "./logger.js";
import { mediaModule } from "./media/media.module.js";
import { registerMetrics } from "./metrics/metrics-routes.js";
import { ShopMetrics } from "./metrics/shop-metrics.js";
import { createEmailSender } from "./notifications/email.js";
import { createSmsSender } from "./notifications/sms.js";
import { PushDelivery } from "./push/push-delivery.js";
import { createPushSender } from "./push/push-sender.js";
import { pushModule } from "./push/push.module.js";
import { occFrameworkErrorHandler, registerOccErrorHandling } from "./occ/errors.js";
import { registerRequestContext } from "./occ/request-context.js";
import { refuseControlCharacters } from "./occ/text-input.js";
import { registerOpenApi } from "./openapi/openapi.js";
import { amendmentsModule } from "./orders/amendments/amendments.module.js";
import { attachmentsModule } from "./orders/attachments/attachments.module.js";
import { ordersModule } from "./orders/orders.module.js";
import { invoicesModule } from "./invoices/invoices.module.js";
import { orderNotificationsModule } from "./order-notifications/order-notifications.module.js";
import { MastercardGateway } from "./payment/mastercard-gateway.js";
import { paymentModule } from "./payment/payment.module.js";
import { promotionsModule } from "./promotions/promotions.module.js";
import { qrModule } from "./qr/qr.module.js";
import { recommendationsModule } from "./recommendations/recommendations.module.js";
import { replenishmentModule } from "./replenishment/replenishment.module.js";
import { returnsModule } from "./returns/returns.module.js";
import { loyaltyModule } from "./loyalty/loyalty.module.js";
import { reviewsModule } from "./reviews/reviews.module.js";
import { searchModule } from "./search/search.module.js";
import type { SearchService } from "./search/search-service.js";
import { socialModule } from "./social/social.module.js";
import { staffModule } from "./staff/staff.module.js";
import { StaffSessions } from "./staff/staff-sessions.js";
import { AgentSessions } from "./assisted-service/agent-sessions.js";
import { assistedServiceModule, auditAgentCalls } from "./assisted-service/assisted-service.module.js";
import { customersModule } from "./customers/customers.module.js";
import { dashboardModule } from "./dashboard/dashboard.module.js";
import { ticketsModule } from "./tickets/tickets.module.js";
import { storesModule } from "./stores/stores.module.js";
import { stockNotificationsModule } from "./stock-notifications/stock-notifications.module.js";
import { staffBrandsModule } from "./catalog/staff-brands/staff-brands.module.js";
import { staffProductsModule } from "./catalog/staff-products/staff-products.module.js";
import { wishlistModule } from "./wishlist/wishlist.module.js";

/** HSTS: a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export interface BuildAppOptions {
  db: Database;
  config: Config;
  logger?: Logger;
  /** The clock for time-boxed catalogue data (discount windows, future stock); tests pin it. */
  now?: () => Date;
  /** How often caches re-read the catalogue change log (default once a second; tests use 0). */
  cacheCheckIntervalMs?: number;
  /** Whether this process runs the durable jobs (default true; off for tests that pull the database away). */
  backgroundJobs?: boolean;
  /**
   * Whether the search index is built as soon as the app is ready, before `/health/ready` answers 200 (the
   * server does; by default the first search builds it, as most tests want).
   */
  warmSearchIndex?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token (so logs correlate across services), else a new UUID. */
function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const logger: FastifyBaseLogger = options.logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestId,
    logController: new LogController({
      requestIdLogLabel: "requestId",
      // Load balancers poll /health every few seconds; its failures are still logged by the route.
      disableRequestLogging: (request) => request.url === "/health" || request.url === "/health/ready",
    }),
    bodyLimit: 1024 * 1024,
    // request.ip drives per-IP rate limits; behind a load balancer it must come from X-Forwarded-For.
    trustProxy: config.trustProxy,
    frameworkErrors: occFrameworkErrorHandler,
    // Long path parameters reach validation (400 ValidationError) instead of silently missing the route.
    routerOptions: { maxParamLength: 16_384, ignoreTrailingSlash: true },
    // A stopping process still answers what reaches it on open connections (and closes them after the answer,
    // below) instead of a 503: during a rolling restart no caller sees an error.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses are built to the OCC shapes (tests check them against the zod schemas); plain JSON keeps them fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerOccErrorHandling(app);
  app.addHook("preValidation", refuseControlCharacters);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
    // Behind https (TLS here, or X-Forwarded-Proto from a trusted proxy) browsers must keep to https.
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    done();
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, exposedHeaders: ["x-request-id"] });
  }
  await registerOpenApi(app, packageJson.version);

  const infra = createInfrastructure(options, logger);
  await registerMetrics(app, infra.metrics, config.metricsAllow);
  const catalog = catalogModule(infra);
  const search = searchModule({ ...infra, catalog: catalog.catalog });
  const account = accountModule(infra);
  const staff = staffModule(infra);
  const addresses = addressesModule(infra);
  const cart = cartModule({ ...infra, catalog: catalog.catalog });
  const orders = ordersModule({ ...infra, carts: cart.carts, catalog: catalog.catalog, staffGuards: staff.guards });
  const attachments = attachmentsModule({ ...infra, attachments: orders.attachments });
  const invoices = invoicesModule({ ...infra, orders: orders.orders, staffGuards: staff.guards });
  const shared = { ...infra, catalog: catalog.catalog, carts: cart.carts, promotions: cart.promotions };
  const stockNotifications = stockNotificationsModule({ ...shared, staffGuards: staff.guards });
  const loyalty = loyaltyModule({ ...shared, staffGuards: staff.guards });
  // Routes and jobs in this order: registration order is the order of the OpenAPI document.
  const modules: ApiModule[] = [
    healthModule({ ...infra, search: search.search }),
    mediaModule(infra),
    qrModule(infra),
    authModule({ ...infra, accounts: account.accounts }),
    account,
    consentsModule(infra),
    staff,
    dashboardModule({ ...infra, staffGuards: staff.guards }),
    customersModule({ ...infra, accounts: account.accounts, staffGuards: staff.guards }),
    assistedServiceModule({ ...infra, staffGuards: staff.guards }),
    catalog,
    search,
    areaModule({ ...infra, staffGuards: staff.guards }),
    cmsModule({ ...infra, staffGuards: staff.guards }),
    socialModule(infra),
    reviewsModule(shared),
    comparisonModule(shared),
    wishlistModule(shared),
    stockNotifications,
    pushModule(infra),
    staffProductsModule({ ...infra, staffGuards: staff.guards, backInStock: stockNotifications.backInStock }),
    staffBrandsModule({ ...infra, staffGuards: staff.guards }),
    recommendationsModule(shared),
    addresses,
    geoModule(infra),
    storesModule({ ...infra, staffGuards: staff.guards }),
    cart,
    checkoutModule({ ...shared, addresses: addresses.addresses, redemptions: loyalty.redemptions }),
    promotionsModule({ ...shared, staffGuards: staff.guards }),
    orders,
    invoices,
    orderNotificationsModule({ ...infra, invoices: invoices.invoices }),
    paymentModule({ ...shared, orders: orders.orders, staffGuards: staff.guards }),
    attachments,
    amendmentsModule({
      ...infra,
      orders: orders.orders,
      carts: cart.carts,
      attachments: attachments.attachments,
      staffGuards: staff.guards,
    }),
    returnsModule({
      ...infra,
      orders: orders.orders,
      invoices: invoices.invoices,
      catalog: catalog.catalog,
      staffGuards: staff.guards,
    }),
    ticketsModule({ ...infra, staffGuards: staff.guards }),
    loyalty,
    replenishmentModule({ ...infra, carts: cart.carts, orders: orders.orders }),
  ];

  for (const module of modules) await module.registerRoot?.(app);
  // Dev-only sandboxes, imported only outside production so a production server neither loads nor bundles
  // them on its startup path (oidc-provider is large). The outbox holds codes and links.
  if (config.env !== "production") {
    const { outboxRoutes } = await import("./notifications/outbox-routes.js");
    await app.register(outboxRoutes(db));
  }
  // The local OIDC test provider for social sign-in: likewise never on a production server.
  if (config.social.sandbox.enabled) {
    const { registerSandboxIdp } = await import("./social/sandbox-idp.js");
    registerSandboxIdp(app, config.social, config.storefrontUrl);
  }
  await app.register(
    async (occ) => {
      registerRequestContext(occ, options.now ?? (() => new Date()));
      registerUserGuardContext(occ);
      auditAgentCalls(occ, infra.agents);
      for (const module of modules) await module.registerOcc?.(occ);
    },
    { prefix: OCC_PREFIX },
  );

  // Finishes the running jobs before the database is closed.
  app.addHook("onClose", () => infra.jobs.stop());
  await app.ready();
  if (options.backgroundJobs ?? true) {
    for (const module of modules) await module.start?.();
    infra.jobs.start();
  }
  if (options.warmSearchIndex) warmSearchIndex(search.search, logger);
  return app;
}

/** Prunes the catalogue change log hourly (once across processes); readers only need its last day. */
const CATALOG_CHANGE_LOG_PRUNE_JOB = "catalog:change-log-prune";
const HOUR_MS = 60 * 60 * 1000;

/** The connections, adapters and guards every module shares, built once per app. */
function createInfrastructure(options: BuildAppOptions, logger: FastifyBaseLogger): Infrastructure {
  const { db, config } = options;
  const cacheCheckIntervalMs = options.cacheCheckIntervalMs ?? 1000;
  const tokens = new TokenService(db, config.oauth);
  const now = options.now ?? (() => new Date());
  const agents = new AgentSessions({
    db,
    sessions: new StaffSessions(db, now),
    now,
    storefrontUrl: config.storefrontUrl,
  });
  const jobs = new JobRunner({ db, logger });
  jobs.every(CATALOG_CHANGE_LOG_PRUNE_JOB, HOUR_MS, () => pruneCatalogChangeLog(db, now()));
  return {
    db,
    config,
    logger,
    now: options.now,
    cacheCheckIntervalMs,
    catalogVersion: new CatalogVersionWatcher(db, cacheCheckIntervalMs),
    limiter: new RateLimiter(db),
    email: createEmailSender(config, db),
    sms: createSmsSender(config, db),
    push: new PushDelivery(db, createPushSender(config, db, logger), logger),
    geocoder: createGeocoder(config.geocoder, db),
    paymentGateway: new MastercardGateway(config.payment),
    files: createFileStorage(config.files),
    jobs,
    tokens,
    guards: userGuards(tokens, agents),
    agents,
    metrics: new ShopMetrics(db, options.now),
  };
}

/** Builds the search index in the background, logging how long it took (searches meanwhile wait for it). */
function warmSearchIndex(search: SearchService, logger: FastifyBaseLogger): void {
  const started = performance.now();
  search.warm().then(
    () => logger.info(`search index built in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) => logger.error({ err: error }, "search index build failed; the next search tries again"),
  );
}
