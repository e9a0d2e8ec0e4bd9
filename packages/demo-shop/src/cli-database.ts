/** The seed commands open the same database the API would: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR. */
import { migrateDatabase, openDatabase, type DatabaseConnection } from "@dukkan/api/database";

export async function openMigratedDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseConnection> {
  const url = env.DATABASE_URL?.trim();
  const connection = await openDatabase(
    url ? { kind: "postgres", url } : { kind: "pglite", dataDir: env.DATA_DIR?.trim() || "./.data" },
  );
  try {
    await migrateDatabase(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}

export function describeTarget(connection: DatabaseConnection): string {
  if (connection.target.kind === "pglite") return `PGlite in ${connection.target.dataDir}`;
  const url = new URL(connection.target.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
