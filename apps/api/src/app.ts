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
import { accountRoutes } from "./account/account-routes.js";
import { GuestRegistration } from "./account/guest-registration.js";
import { addressRoutes } from "./addresses/address-routes.js";
import { AddressService } from "./addresses/address-service.js";
import { AccountService } from "./account/account-service.js";
import { RateLimiter } from "./guards/rate-limiter.js";
import { SecretHasher } from "./account/secrets.js";
import { SmsVerification } from "./account/sms-verification.js";
import { registerUserGuardContext, userGuards } from "./guards/user-guard.js";
import { regionRoutes } from "./area/region-routes.js";
import { TokenService } from "./auth/token-service.js";
import { tokenRoutes } from "./auth/token-routes.js";
import { CatalogVersionWatcher } from "./cache/catalog-version.js";
import { cartRoutes } from "./cart/cart-routes.js";
import { CartService } from "./cart/cart-service.js";
import { CartView } from "./cart/cart-view.js";
import { checkoutRoutes } from "./checkout/checkout-routes.js";
import { CheckoutService } from "./checkout/checkout-service.js";
import { ProductCatalog } from "./catalog/product-service.js";
import { productRoutes } from "./catalog/product-routes.js";
import { PromotionEngine } from "./promotions/promotion-engine.js";
import { ProductPromotionSource } from "./promotions/product-promotions.js";
import { VoucherService } from "./promotions/voucher-service.js";
import { voucherRoutes } from "./promotions/voucher-routes.js";
import { CmsService } from "./cms/cms-service.js";
import { cmsRoutes } from "./cms/cms-routes.js";
import { comparisonRoutes } from "./comparison/comparison-routes.js";
import { ComparisonService } from "./comparison/comparison-service.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { healthRoutes } from "./health/health-routes.js";
import { createLogger } from "./logger.js";
import { MediaService } from "./media/media-service.js";
import { mediaRoutes } from "./media/media-routes.js";
import { ProductQrCodes } from "./qr/product-qr-code.js";
import { qrRoutes } from "./qr/qr-routes.js";
import { reviewRoutes } from "./reviews/review-routes.js";
import { ReviewService } from "./reviews/review-service.js";
import { createEmailSender } from "./notifications/email.js";
import { createSmsSender } from "./notifications/sms.js";
import { occFrameworkErrorHandler, registerOccErrorHandling } from "./occ/errors.js";
import { registerOccRequestContext } from "./occ/params.js";
import { registerOpenApi } from "./openapi/openapi.js";
import { searchRoutes } from "./search/search-routes.js";
import { SearchService } from "./search/search-service.js";
import { IdTokenVerifier } from "./social/id-token-verifier.js";
import { SocialSignIn } from "./social/social-sign-in.js";
import { socialRoutes } from "./social/social-routes.js";
import { wishlistRoutes } from "./wishlist/wishlist-routes.js";
import { AddressVerifier } from "./geo/address-verification.js";
import { createGeocoder } from "./geo/create-geocoder.js";
import { geoRoutes } from "./geo/geo-routes.js";
import { JobRunner } from "./jobs/job-runner.js";
import { BackInStockJob } from "./stock-notifications/back-in-stock-job.js";
import { staffStockRoutes } from "./stock-notifications/staff-stock-routes.js";
import { stockNotificationRoutes } from "./stock-notifications/stock-notification-routes.js";
import { registerRecommendationJob } from "./recommendations/recommendation-job.js";
import { ORDER_BASKETS } from "./recommendations/order-baskets.js";
import { OrderService } from "./orders/order-service.js";
import { orderRoutes } from "./orders/order-routes.js";
import { MastercardGateway } from "./payment/mastercard-gateway.js";
import { PaymentDetailsService } from "./payment/payment-details.js";
import { PaymentReconciliation } from "./payment/payment-reconciliation.js";
import { paymentRoutes } from "./payment/payment-routes.js";
import { PaymentService } from "./payment/payment-service.js";
import { sendOrderConfirmation } from "./invoices/order-confirmation.js";
import { recommendationRoutes } from "./recommendations/recommendation-routes.js";
import { WishlistService } from "./wishlist/wishlist-service.js";

export interface BuildAppOptions {
  db: Database;
  config: Config;
  logger?: Logger;
  /** The clock for time-boxed catalogue data (discount windows, future stock); tests pin it. */
  now?: () => Date;
  /** How often caches re-check `catalog_version` (default once a second; tests use 0). */
  cacheCheckIntervalMs?: number;
  /** Whether this process runs jobs (default true; off for tests that pull the database away). */
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are built to the OCC shapes (tests check them against the zod schemas); plain JSON keeps them fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerOccErrorHandling(app);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, exposedHeaders: ["x-request-id"] });
  }
  await registerOpenApi(app, packageJson.version);

  const watcher = new CatalogVersionWatcher(db, options.cacheCheckIntervalMs ?? 1000);
  const catalog = new ProductCatalog(db, watcher, {
    mediaBaseUrl: config.mediaBaseUrl,
    promotions: new ProductPromotionSource(db, options.cacheCheckIntervalMs ?? 1000),
    now: options.now,
  });
  const cms = new CmsService(db, watcher, { mediaBaseUrl: config.mediaBaseUrl });
  const search = new SearchService(db, watcher, catalog, { mediaBaseUrl: config.mediaBaseUrl, now: options.now });

  const tokens = new TokenService(db, config.oauth);
  const hasher = new SecretHasher(config.oauth.tokenSecret);
  const limiter = new RateLimiter(db);
  const sms = new SmsVerification(db, createSmsSender(config, db), hasher, limiter);
  const accounts = new AccountService(db, createEmailSender(config, db), sms, hasher, limiter, config.storefrontUrl);

  await app.register(healthRoutes(db, search));
  await app.register(mediaRoutes(new MediaService(db, watcher)));
  await app.register(qrRoutes(new ProductQrCodes(db, config.storefrontUrl)));
  await app.register(tokenRoutes(tokens, accounts));
  // One durable job runner (decision 0024): features enqueue and register their jobs on it.
  const jobs = new JobRunner({ db, logger });
  const backInStock = new BackInStockJob({
    db,
    email: createEmailSender(config, db),
    storefrontUrl: config.storefrontUrl,
    logger,
  });
  backInStock.registerJobs(jobs);
  // Co-purchases come from the shop's placed orders.
  registerRecommendationJob(jobs, db, ORDER_BASKETS, logger);
  const paymentGateway = new MastercardGateway(config.payment);
  if (config.staffApiToken) await app.register(staffStockRoutes(db, backInStock, config.staffApiToken));
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
  const socialSignIn = new SocialSignIn(db, new IdTokenVerifier(config.social.providers), limiter, logger);
  await app.register(
    async (occ) => {
      registerOccRequestContext(occ);
      registerUserGuardContext(occ);
      await occ.register(
        accountRoutes({
          accounts,
          sms,
          tokens,
          guards: userGuards(tokens),
          guestRegistration: new GuestRegistration(db),
        }),
      );
      await occ.register(productRoutes(catalog));
      await occ.register(searchRoutes(search));
      await occ.register(regionRoutes(db));
      await occ.register(cmsRoutes(cms));
      await occ.register(socialRoutes(tokens, socialSignIn));
      await occ.register(reviewRoutes(new ReviewService(db, catalog, options.now), userGuards(tokens)));
      await occ.register(comparisonRoutes(new ComparisonService(catalog)));
      await occ.register(wishlistRoutes(new WishlistService(db, catalog), userGuards(tokens)));
      await occ.register(stockNotificationRoutes({ db, catalog, guards: userGuards(tokens) }));
      await occ.register(recommendationRoutes(db, catalog));
      await occ.register(addressRoutes(new AddressService(db), userGuards(tokens)));
      const geocoder = createGeocoder(config.geocoder, db);
      await occ.register(geoRoutes(geocoder, new AddressVerifier(db, geocoder), userGuards(tokens), limiter));
      const carts = new CartService(db, options.now);
      const promotionEngine = new PromotionEngine(db, options.now);
      await occ.register(cartRoutes(carts, new CartView(carts, catalog, promotionEngine), userGuards(tokens)));
      const checkout = new CheckoutService(db, carts, new AddressService(db), promotionEngine);
      await occ.register(checkoutRoutes(checkout, db, userGuards(tokens)));
      await occ.register(voucherRoutes(carts, new VoucherService(db, limiter, options.now), userGuards(tokens)));
      const confirmationDeps = {
        email: createEmailSender(config, db),
        shop: config.shop,
        storefrontUrl: config.storefrontUrl,
      };
      const orders = new OrderService({
        db,
        carts,
        catalog,
        now: options.now,
        confirmations: { jobs, send: (order, recipient) => sendOrderConfirmation(confirmationDeps, order, recipient) },
      });
      orders.registerJobs(jobs);
      await occ.register(orderRoutes(orders, userGuards(tokens)));
      const paymentDetails = new PaymentDetailsService(db, carts, paymentGateway);
      const payments = new PaymentService({
        db,
        carts,
        orders,
        promotions: promotionEngine,
        gateway: paymentGateway,
        details: paymentDetails,
        config: config.payment,
        logger,
      });
      await occ.register(paymentRoutes(payments, paymentDetails, userGuards(tokens)));
      new PaymentReconciliation({
        db,
        gateway: paymentGateway,
        orders,
        olderThanMs: config.payment.reconcileAfterMs,
        logger,
      }).registerJobs(jobs);
    },
    { prefix: OCC_PREFIX },
  );

  // Finishes the running jobs before the database is closed.
  app.addHook("onClose", () => jobs.stop());
  await app.ready();
  if (options.backgroundJobs ?? true) jobs.start();
  if (options.warmSearchIndex) warmSearchIndex(search, logger);
  return app;
}

/** Builds the search index in the background, logging how long it took (searches meanwhile wait for it). */
function warmSearchIndex(search: SearchService, logger: FastifyBaseLogger): void {
  const started = performance.now();
  search.warm().then(
    () => logger.info(`search index built in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) => logger.error({ err: error }, "search index build failed; the next search tries again"),
  );
}
