/**
 * `npm run backup [FILE]`: writes a backup of the configured shop (DATABASE_URL, else the PGlite in DATA_DIR, and
 * its local uploaded files) to FILE, or to `BACKUP_DIR` (default `./backups`) under a dated name. PostgreSQL is
 * backed up while the shop runs; the embedded PGlite only while it is stopped (one process per data folder).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import {
  assertPgliteFolderClosed,
  backupFileName,
  backupShop,
  BackupError,
  formatCounts,
  localFilesRoot,
} from "./shop-backup.js";

try {
  const config = loadConfig();
  if (config.database.kind === "pglite") assertPgliteFolderClosed(config.database.dataDir);
  const outputFile = resolve(process.argv[2] ?? join(process.env.BACKUP_DIR ?? "backups", backupFileName(new Date())));
  mkdirSync(resolve(outputFile, ".."), { recursive: true });
  const connection = await openDatabase(config.database);
  try {
    const manifest = await backupShop({
      db: connection.db,
      source: config.database.kind,
      filesRoot: localFilesRoot(config),
      outputFile,
    });
    console.log(`backup written: ${outputFile}`);
    console.log(`  ${formatCounts(manifest.counts)}, ${manifest.tables.length} tables, ${manifest.files} files`);
    if (config.files.adapter === "s3") console.log("  uploaded files stay in the S3 bucket (back it up there)");
  } finally {
    await connection.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
