/** How to launch the built apps; shared by `npm start` (scripts/start.mjs) and the browser tests. */
import { resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");

/**
 * Loads OpenTelemetry before an app (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; packages/web-server/src/tracing.mjs):
 * the modules it traces must be patched before the app imports them.
 */
const tracingArgs = () => ["--import", resolve(root, "packages/web-server/src/tracing.mjs")];

/**
 * `node <args>` for the built API. `--expose-gc`: the search index build collects its garbage as it goes, which
 * keeps a large catalogue's process within its memory budget (docs/decisions/0013-incremental-search-index.md).
 */
export const apiServerArgs = () => ["--expose-gc", ...tracingArgs(), resolve(root, "apps/api/dist/server.js")];

/**
 * `node <args>` for the demo shop's seed (packages/demo-shop): migrates the database of DATA_DIR or DATABASE_URL
 * and fills it with the demo shop when it holds no shop yet. Runs from its TypeScript sources (tsx), as
 * `npm run seed` does; the API server itself never loads the demo shop.
 */
export const seedDemoShopArgs = () => ["--import", "tsx", resolve(root, "packages/demo-shop/src/seed-cli.ts")];

/** `node <args>` for the built payment sandbox (the local stand-in for the card gateway, apps/payment-sandbox). */
export const paymentSandboxServerArgs = () => [resolve(root, "apps/payment-sandbox/dist/server.js")];

/**
 * The card gateway settings the API and the storefront share: the given PAYMENT_* values, else the payment
 * sandbox's defaults (apps/payment-sandbox/src/app.ts SANDBOX_DEFAULTS) at `gatewayUrl`.
 */
export function paymentGatewayEnv(gatewayUrl, given = {}) {
  return {
    PAYMENT_GATEWAY_URL: given.PAYMENT_GATEWAY_URL || gatewayUrl,
    PAYMENT_MERCHANT_ID: given.PAYMENT_MERCHANT_ID || "TESTDUKKAN",
    PAYMENT_API_PASSWORD: given.PAYMENT_API_PASSWORD || "sandbox-api-password",
    PAYMENT_API_VERSION: given.PAYMENT_API_VERSION || "100",
  };
}

/**
 * The storefront's public origin for the API's e-mail links (activation, password reset, orders): the given
 * STOREFRONT_URL, else the local storefront on `storefrontPort` (the port `npm start` runs it on).
 */
export function localStorefrontUrl(storefrontPort, given = {}) {
  return given.STOREFRONT_URL || `http://localhost:${storefrontPort}`;
}

/**
 * The built storefront's settings under `npm start`: a production build on `storefrontPort`. Unless the shell says
 * NODE_ENV=production, it is the local shop: it shows the developer outbox (DEV_OUTBOX=1, the e-mails and SMS the
 * API's sandbox "sent") and signs in through the API's sandbox OIDC provider.
 */
export function localStorefrontEnv(storefrontPort, apiUrl, given = {}) {
  const localShop = given.NODE_ENV !== "production";
  return {
    PORT: String(storefrontPort),
    NODE_ENV: given.NODE_ENV ?? "production",
    // ALLOW_SANDBOX=1: a production build on this machine's sandboxes, which a real shop's settings check refuses.
    ...(localShop
      ? { DEV_OUTBOX: given.DEV_OUTBOX ?? "1", ALLOW_SANDBOX: "1", ...sandboxSocialEnv(apiUrl, given) }
      : {}),
  };
}

/** React Router's server finds build/client (assets, public files) relative to its working directory. */
export const storefrontCwd = resolve(root, "apps/storefront");

/**
 * `node <args>` for the built storefront: React Router's Express adapter in our own server, which hands the
 * shopper's IP address to the build's API calls (apps/storefront/server.mjs).
 */
export function storefrontServerArgs() {
  return [...tracingArgs(), resolve(storefrontCwd, "server.mjs"), resolve(storefrontCwd, "build/server/index.js")];
}

/**
 * The storefront's social sign-in settings for the API's sandbox OIDC provider (served under /dev/oidc
 * whenever the API does not run as production): for a storefront built and run as production on a dev
 * machine (`npm start`) and in the browser tests. Same defaults as apps/api/src/social/social-config.ts.
 * Providers `given` an issuer of their own keep it.
 */
export function sandboxSocialEnv(apiUrl, given = {}) {
  return Object.fromEntries(
    ["google", "facebook", "apple"]
      .filter((provider) => !given[`SOCIAL_${provider.toUpperCase()}_ISSUER`])
      .flatMap((provider) => {
        const prefix = `SOCIAL_${provider.toUpperCase()}`;
        return [
          [`${prefix}_ISSUER`, `${apiUrl}/dev/oidc/${provider}`],
          [`${prefix}_CLIENT_ID`, "dukkan-storefront"],
          [`${prefix}_CLIENT_SECRET`, "dukkan-sandbox-secret"],
        ];
      }),
  );
}

/** The back office (apps/backoffice) runs from its own folder, like the storefront (build/client is relative). */
export const backofficeCwd = resolve(root, "apps/backoffice");

/** `node <args>` for the built back office: React Router's Express adapter (apps/backoffice/server.mjs). */
export function backofficeServerArgs() {
  return [...tracingArgs(), resolve(backofficeCwd, "server.mjs"), resolve(backofficeCwd, "build/server/index.js")];
}

/** The back office's public origin for the API's staff e-mail links (invitations): BACKOFFICE_URL, else local. */
export function localBackofficeUrl(backofficePort, given = {}) {
  return given.BACKOFFICE_URL || `http://localhost:${backofficePort}`;
}

/**
 * The built back office's settings under `npm start`: a production build on `backofficePort`; unless the shell
 * says NODE_ENV=production, the local shop's (ALLOW_SANDBOX=1, as for the storefront).
 */
export function localBackofficeEnv(backofficePort, given = {}) {
  const localShop = given.NODE_ENV !== "production";
  return {
    BACKOFFICE_PORT: String(backofficePort),
    NODE_ENV: given.NODE_ENV ?? "production",
    ...(localShop ? { ALLOW_SANDBOX: "1" } : {}),
  };
}
