/**
 * `npm run seed:large -- --products 50000`: adds a large generated catalogue for benchmarks, seeding the demo
 * shop first when the database is empty. Same database selection as `npm run seed`.
 */
import { parseArgs } from "node:util";
import { describeTarget, openMigratedDatabase } from "./cli-database.js";
import { isSeeded, seedDemoShop, seedLargeCatalogue } from "./index.js";

const USAGE = "usage: npm run seed:large -- [--products <count>]   (default 50000)";

function productCount(): number {
  const { values } = parseArgs({
    options: { products: { type: "string", short: "p", default: "50000" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    console.error(`--products must be a whole number from 1 to 1000000 (got "${values.products}")\n${USAGE}`);
    process.exit(2);
  }
  return count;
}

async function main(): Promise<void> {
  const products = productCount();
  const connection = await openMigratedDatabase();
  const log = (message: string) => console.log(message);
  try {
    console.log(`database: ${describeTarget(connection)}`);
    if (!(await isSeeded(connection.db))) await seedDemoShop(connection.db, { log });
    await seedLargeCatalogue(connection.db, { products, log });
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error("seed:large failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
