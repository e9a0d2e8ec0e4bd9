/**
 * `npm run seed`: migrates the database and fills it with the demo shop unless it already holds a shop.
 * `npm start` and the browser tests run it before starting the API (scripts/processes.mjs seedDemoShopArgs).
 * DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite in DATA_DIR (default ./.data).
 */
import { seedDemoStaff } from "@dukkan/api/staff/demo";
import { describeTarget, openMigratedDatabase } from "./cli-database.js";
import { isSeeded, seedDemoShop } from "./index.js";

async function main(): Promise<void> {
  const connection = await openMigratedDatabase();
  try {
    console.log(`database: ${describeTarget(connection)}`);
    await seedStaff(connection.db);
    if (await isSeeded(connection.db)) {
      console.log("the database already holds a shop; nothing to do");
      return;
    }
    await seedDemoShop(connection.db, { log: (message) => console.log(message) });
  } finally {
    await connection.close();
  }
}

/**
 * The demo staff (README "Staff API"), also added to a database seeded before they existed. Never in production:
 * their password is public; the first owner comes from `npm run staff:create-owner -w apps/api`.
 */
async function seedStaff(db: Parameters<typeof seedDemoStaff>[0]): Promise<void> {
  if (process.env.NODE_ENV === "production") {
    console.log("production: no demo staff; create the first owner with npm run staff:create-owner -w apps/api");
    return;
  }
  const created = await seedDemoStaff(db, { production: false });
  if (created > 0) console.log(`demo staff created: ${created} (README, "Staff API")`);
}

main().catch((error: unknown) => {
  console.error("seed failed:", error);
  process.exit(1);
});
