/**
 * `npm run seed`: migrates the database and fills it with the demo shop unless it already holds a shop.
 * `npm start` and the browser tests run it before starting the API (scripts/processes.mjs seedDemoShopArgs).
 * DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite in DATA_DIR (default ./.data).
 */
import { describeTarget, openMigratedDatabase } from "./cli-database.js";
import { isSeeded, seedDemoShop } from "./index.js";

async function main(): Promise<void> {
  const connection = await openMigratedDatabase();
  try {
    console.log(`database: ${describeTarget(connection)}`);
    if (await isSeeded(connection.db)) {
      console.log("the database already holds a shop; nothing to do");
      return;
    }
    await seedDemoShop(connection.db, { log: (message) => console.log(message) });
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error("seed failed:", error);
  process.exit(1);
});
