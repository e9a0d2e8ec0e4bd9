import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration from schema changes; the SQL is committed and
// applied by the API at start (src/db/migrate.ts) on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/tables.ts",
  out: "./migrations",
});
