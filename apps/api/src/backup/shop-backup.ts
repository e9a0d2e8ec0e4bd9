/**
 * `npm run backup` and `npm run restore FILE` (decision 0054). A backup is one dated `.tar.gz`:
 * - `manifest.json`: format, when, from which database kind, the counts an operator checks, the migrations and
 *   the sequences;
 * - `tables/NNN-name.json`: every table's rows, numbered in load order;
 * - `files/…`: the uploaded files when they are kept locally (an S3 bucket is backed up by its own versioning).
 * A restore goes only into an empty shop: it migrates the target to the backup's point, loads every row in one
 * transaction, then applies the newer migrations this version brings, and prints the counts before and after.
 */
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Config } from "../config.js";
import { openDatabase, type Database, type DatabaseTarget } from "../db/client.js";
import { migrateDatabase, migrationsFolder } from "../db/migrate.js";
import {
  loadSnapshot,
  readSnapshot,
  tablesWithRows,
  type SnapshotMeta,
  type TableSnapshot,
} from "./database-snapshot.js";

const FORMAT = "dukkan-backup";
const FORMAT_VERSION = 1;

/** What an operator compares before and after a restore. */
export interface ShopCounts {
  orders: number;
  customers: number;
  products: number;
}

export interface BackupManifest extends SnapshotMeta {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  source: DatabaseTarget["kind"];
  counts: ShopCounts;
  tables: { name: string; rows: number; file: string }[];
  /** Uploaded files in the archive (0 when none, or when they live in an S3 bucket). */
  files: number;
}

export class BackupError extends Error {
  override name = "BackupError";
}

export async function countShop(db: Pick<Database, "execute">): Promise<ShopCounts> {
  const result = await db.execute(
    sql`select (select count(*) from orders)::int as orders, (select count(*) from customers)::int as customers,
               (select count(*) from products)::int as products`,
  );
  const [row] = (result as unknown as { rows: ShopCounts[] }).rows;
  return { orders: Number(row!.orders), customers: Number(row!.customers), products: Number(row!.products) };
}

/** The folder uploaded files live in, when they are kept locally. */
export function localFilesRoot(config: Pick<Config, "files">): string | null {
  return config.files.adapter === "local" ? config.files.root : null;
}

/** The uploaded files under a local storage folder (each file's `.type` companion is not counted). */
async function filesIn(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".type")).length;
}

/** `backup-YYYYMMDD-HHMMSS.tar.gz` in UTC: names sort by time. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `dukkan-backup-${stamp}.tar.gz`;
}

/** Writes a backup of the shop's database (open as `db`) and local files into `outputFile`. */
export async function backupShop(options: {
  db: Database;
  source: DatabaseTarget["kind"];
  filesRoot: string | null;
  outputFile: string;
  now?: Date;
}): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), "dukkan-backup-"));
  try {
    await mkdir(join(work, "tables"));
    const tables: BackupManifest["tables"] = [];
    const meta = await readSnapshot(options.db, async ({ name, rows }) => {
      const file = `tables/${String(tables.length).padStart(3, "0")}-${name}.json`;
      await writeFile(join(work, file), JSON.stringify(rows));
      tables.push({ name, rows: rows.length, file });
    });
    const count = (name: string) => tables.find((table) => table.name === name)?.rows ?? 0;
    let files = 0;
    if (options.filesRoot && existsSync(options.filesRoot)) {
      await cp(options.filesRoot, join(work, "files"), { recursive: true });
      files = await filesIn(join(work, "files"));
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      source: options.source,
      counts: { orders: count("orders"), customers: count("customers"), products: count("products") },
      ...meta,
      tables,
      files,
    };
    await writeFile(join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
    await tar.create({ gzip: true, file: options.outputFile, cwd: work, portable: true }, await readdir(work));
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(join(folder, "manifest.json"), "utf8")) as Partial<BackupManifest>;
  } catch {
    throw new BackupError("This file is not a Dukkan backup (it has no readable manifest.json).");
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new BackupError(`This file is not a Dukkan backup of format version ${FORMAT_VERSION}.`);
  }
  return manifest as BackupManifest;
}

/**
 * The migrations folder cut at the backup's last migration, after checking the backup's migrations are this
 * version's own (same files, same order): the rows then fit the tables exactly.
 */
async function migrationsUpTo(manifest: BackupManifest, work: string): Promise<string> {
  const source = migrationsFolder();
  const journal = JSON.parse(await readFile(join(source, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  if (manifest.migrations.length > journal.entries.length) {
    throw new BackupError(
      `The backup comes from a newer Dukkan (${manifest.migrations.length} migrations; this one has ` +
        `${journal.entries.length}). Restore it with that version or a later one.`,
    );
  }
  const entries = journal.entries.slice(0, manifest.migrations.length);
  entries.forEach((entry, index) => {
    if (entry.when !== manifest.migrations[index]!.createdAt) {
      throw new BackupError(`The backup's migration ${index + 1} is not this version's ${entry.tag}.`);
    }
  });
  const folder = join(work, "migrations");
  await cp(source, folder, { recursive: true });
  await writeFile(join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function* tablesOf(folder: string, manifest: BackupManifest): AsyncGenerator<TableSnapshot> {
  for (const table of manifest.tables) {
    yield { name: table.name, rows: JSON.parse(await readFile(join(folder, table.file), "utf8")) as unknown[] };
  }
}

/** Refuses a PGlite folder a running shop has open: two processes on one embedded database would corrupt it. */
export function assertPgliteFolderClosed(dataDir: string): void {
  if (existsSync(join(dataDir, "postmaster.pid"))) {
    throw new BackupError(
      `${dataDir} is open in a running shop (postmaster.pid). Stop the shop first; if none runs, delete that file.`,
    );
  }
}

/** Refuses a PGlite folder that holds a database already, or that a running shop has open. */
function assertEmptyPgliteFolder(dataDir: string): void {
  assertPgliteFolderClosed(dataDir);
  if (existsSync(join(dataDir, "PG_VERSION"))) {
    throw new BackupError(`${dataDir} already holds a database. Restore into a new DATA_DIR.`);
  }
}

/** Restores `backupFile` into the database `target` and the files folder `filesRoot`, both of which must be empty. */
export async function restoreShop(options: {
  backupFile: string;
  target: DatabaseTarget;
  filesRoot: string | null;
  log?: (line: string) => void;
}): Promise<{ manifest: BackupManifest; counts: ShopCounts }> {
  const log = options.log ?? (() => {});
  const work = await mkdtemp(join(tmpdir(), "dukkan-restore-"));
  try {
    await tar.extract({ file: options.backupFile, cwd: work }).catch(() => {
      throw new BackupError(`${options.backupFile} is not a readable .tar.gz backup.`);
    });
    const manifest = await readManifest(work);
    log(`backup of ${manifest.createdAt} (${manifest.source}): ${formatCounts(manifest.counts)}`);
    if (options.target.kind === "pglite" && options.target.dataDir) assertEmptyPgliteFolder(options.target.dataDir);
    if (options.filesRoot && manifest.files > 0 && (await filesIn(options.filesRoot)) > 0) {
      throw new BackupError(`${options.filesRoot} already holds uploaded files. Restore into an empty shop.`);
    }
    const connection = await openDatabase(options.target);
    try {
      await migrateDatabase(connection, await migrationsUpTo(manifest, work));
      const filled = await tablesWithRows(connection.db);
      if (filled.length > 0) {
        throw new BackupError(
          `The target database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""}). ` +
            "Restore into an empty database.",
        );
      }
      await loadSnapshot(connection.db, tablesOf(work, manifest), manifest.sequences);
      await migrateDatabase(connection);
      if (options.filesRoot && manifest.files > 0) {
        await cp(join(work, "files"), options.filesRoot, { recursive: true });
      }
      const counts = await countShop(connection.db);
      log(`restored: ${formatCounts(counts)}`);
      return { manifest, counts };
    } finally {
      await connection.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function formatCounts(counts: ShopCounts): string {
  return `${counts.orders} orders, ${counts.customers} customers, ${counts.products} products`;
}
