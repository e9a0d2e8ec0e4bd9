import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { messageCatalogues } from "./apps/storefront/vite-message-catalogues";

/**
 * One test command for the whole repo (`npm test`). Projects:
 * - unit: packages, storefront logic and the payment sandbox, no database
 * - api-pglite: API tests on an in-memory PGlite (always)
 * - api-postgres: the same API tests on PostgreSQL (when TEST_DATABASE_URL is set; CI sets it)
 * - browser, browser-serial: Playwright (playwright-core + Debian chromium) against the built shop
 */
// The demo shop's tests write its catalogue into a database, so they run with the API's.
const apiTests = ["apps/api/**/*.test.ts", "packages/demo-shop/**/*.test.ts"];
/** Migrates one template database per run; each test file copies it (apps/api/test/database.ts). */
const apiGlobalSetup = ["apps/api/test/global-setup.ts"];
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * Settings of the unit and API projects (one value for all three: projects run side by side only when they agree).
 * - threads: a worker thread starts faster than a forked process.
 * - maxWorkers: Vitest's default leaves a core to its main process, which on a 2-core CI machine means one worker;
 *   the main process is nearly idle while tests run, so use at least two.
 */
const nodeProjectPool = { pool: "threads", maxWorkers: Math.max(availableParallelism() - 1, 2) } as const;
/**
 * The API projects run their files one after another in the same worker without re-importing the app for each
 * (isolate: false): importing the whole API cost each file 3–8 s, more than many files' tests (measured on 12
 * files: 169 s isolated, 105 s shared). Each file still builds its own app on its own copy of the database, and
 * nothing in the API keeps per-test state in module scope (counters like freshIp only keep counting).
 */
const sharedModules = { isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      {
        // The storefront's modules import each language's catalogue URL from this plugin (decision 0072).
        plugins: [messageCatalogues()],
        test: {
          name: "unit",
          ...nodeProjectPool,
          include: [
            "packages/**/*.test.ts",
            "apps/storefront/app/**/*.test.{ts,tsx}",
            "packages/**/*.test.mjs",
            "apps/backoffice/app/**/*.test.{ts,tsx}",
            "apps/payment-sandbox/src/**/*.test.ts",
            "scripts/**/*.test.mjs",
          ],
          exclude: [...configDefaults.exclude, "packages/demo-shop/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api-pglite",
          ...nodeProjectPool,
          ...sharedModules,
          include: apiTests,
          env: { DUKKAN_TEST_DB: "pglite" },
          globalSetup: apiGlobalSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(usePostgres
        ? [
            {
              test: {
                name: "api-postgres",
                ...nodeProjectPool,
                ...sharedModules,
                include: apiTests,
                env: { DUKKAN_TEST_DB: "postgres" },
                globalSetup: apiGlobalSetup,
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      // The browser tests share one built shop (e2e/global-setup.ts) and run after the unit and API tests. Their
      // files run side by side, two at a time (the machine also runs the shop and a Chromium per worker); each test
      // has its own customers and carts. Files that change what every shopper sees (stock) run alone, afterwards.
      {
        test: {
          name: "browser",
          include: ["e2e/**/*.e2e.ts"],
          exclude: [
            "**/node_modules/**",
            "e2e/notify-and-recommendations.e2e.ts",
            "e2e/backoffice-catalogue.e2e.ts",
            "e2e/backoffice-brands.e2e.ts",
            "e2e/backoffice-content-create.e2e.ts",
            "e2e/backoffice-layout.e2e.ts",
          ],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A page reaches what a poll waits for (hydrated, a client navigation's page committed) in well under
          // a second on a quiet machine, but a busy CI box may need several: polls wait up to 10 s, not 1 s.
          expect: { poll: { timeout: 10_000 } },
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // Sets products out of stock and back (staff stock API), changes a product's price (back-office
          // catalogue) and brand (back-office brands, which listings count in their brand facet); gives home banners new
          // pictures (back-office content create), lays the product page out (back-office layout, which
          // cms-layout.e2e.ts lays out too): no other file may shop meanwhile.
          name: "browser-serial",
          include: [
            "e2e/notify-and-recommendations.e2e.ts",
            "e2e/backoffice-catalogue.e2e.ts",
            "e2e/backoffice-brands.e2e.ts",
            "e2e/backoffice-content-create.e2e.ts",
            "e2e/backoffice-layout.e2e.ts",
          ],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
