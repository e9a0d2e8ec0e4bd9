import { defineConfig } from "vitest/config";

/**
 * One test command for the whole repo (`npm test`). Projects:
 * - unit: packages, storefront logic and the payment sandbox, no database
 * - api-pglite: API tests on an in-memory PGlite (always)
 * - api-postgres: the same API tests on PostgreSQL (when TEST_DATABASE_URL is set; CI sets it)
 * - browser, browser-serial: Playwright (playwright-core + Debian chromium) against the built shop
 */
const apiTests = ["apps/api/**/*.test.ts"];
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/**/*.test.ts",
            "apps/storefront/app/**/*.test.{ts,tsx}",
            "apps/storefront/server/**/*.test.mjs",
            "apps/payment-sandbox/src/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api-pglite",
          include: apiTests,
          env: { DUKKAN_TEST_DB: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(usePostgres
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiTests,
                env: { DUKKAN_TEST_DB: "postgres" },
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
          exclude: ["**/node_modules/**", "e2e/notify-and-recommendations.e2e.ts"],
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
          // Sets products out of stock and back (staff stock API): no other file may shop meanwhile.
          name: "browser-serial",
          include: ["e2e/notify-and-recommendations.e2e.ts"],
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
