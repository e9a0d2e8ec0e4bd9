/**
 * Starts the API: validate the configuration, open the database (PGlite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL), apply migrations, listen, and shut down cleanly on SIGTERM / SIGINT (requests in flight and the
 * running jobs finish first). With WEB_CONCURRENCY above 1 a primary process runs that many API processes on the
 * port and restarts them one by one on SIGHUP (@dukkan/web-server/cluster). The demo shop is not part of the
 * server: `npm start` seeds an empty database with it (packages/demo-shop) before starting the API.
 */
import { flushTraces, runWorkers } from "@dukkan/web-server/cluster";
import { answerMetricsRequests } from "@dukkan/web-server/cluster-metrics";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { openDatabase, type DatabaseConnection } from "./db/client.js";
import { migrateDatabase } from "./db/migrate.js";
import { createLogger } from "./logger.js";
import { activeDemoStaff } from "./staff/demo-staff.js";

const SHUTDOWN_TIMEOUT_MS = 10_000;

function describeDatabase(config: Config): string {
  if (config.database.kind === "pglite") return `PGlite in ${config.database.dataDir}`;
  const url = new URL(config.database.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`dukkan-api: ${error.message}`);
    process.exit(1);
  }
  await runWorkers({
    name: "api",
    count: config.processes,
    start: () => startApi(config),
    primaryMessages: answerMetricsRequests,
  });
}

async function startApi(config: Config): Promise<void> {
  const logger = createLogger(config);
  for (const warning of config.warnings) logger.warn(warning);

  const where = describeDatabase(config);
  let connection: DatabaseConnection;
  try {
    connection = await openDatabase(config.database);
  } catch (error) {
    logger.fatal({ err: error }, `cannot open the database (${where}): ${(error as Error).message}`);
    process.exit(1);
  }
  logger.info(`database: ${where}`);
  await migrateDatabase(connection);
  if (config.env === "production") {
    const demoStaff = await activeDemoStaff(connection.db);
    if (demoStaff.length > 0 && process.env.ALLOW_SANDBOX !== "1") {
      logger.fatal(
        `refusing to start: the demo staff (${demoStaff.join(", ")}) can sign in with details published in the repository; ` +
          "a real shop starts from an empty database and `npm run staff:create-owner -w apps/api` (docs/operations.md)",
      );
      await connection.close();
      process.exit(1);
    }
  }

  // Listening at once keeps /health (liveness) answering; /health/ready waits for the search index.
  const app = await buildApp({ db: connection.db, config, logger, warmSearchIndex: true });
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    const forced = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    try {
      await app.close();
      await connection.close();
      await flushTraces();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("dukkan-api failed to start:", error);
  process.exit(1);
});
