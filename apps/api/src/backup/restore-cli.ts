/**
 * `npm run restore FILE`: restores a backup into the configured shop (DATABASE_URL, else a new PGlite DATA_DIR),
 * which must be empty, and prints the counts before and after. Moving from the embedded database to PostgreSQL
 * is a backup with DATA_DIR set, then a restore with DATABASE_URL set.
 */
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../config.js";
import { BackupError, localFilesRoot, restoreShop } from "./shop-backup.js";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore <backup file> (into the empty database DATABASE_URL or DATA_DIR names)");
  process.exitCode = 1;
} else {
  try {
    const config = loadConfig();
    await restoreShop({
      backupFile: resolve(file),
      target: config.database,
      filesRoot: localFilesRoot(config),
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  }
}
