/** `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or DATA_DIR) and exits. */
import { ConfigError, loadConfig } from "../config.js";
import { openDatabase } from "./client.js";
import { migrateDatabase } from "./migrate.js";

try {
  const config = loadConfig();
  const connection = await openDatabase(config.database);
  try {
    await migrateDatabase(connection);
    console.log(
      `migrations applied (${config.database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.database.dataDir}`})`,
    );
  } finally {
    await connection.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
