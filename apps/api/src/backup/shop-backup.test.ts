/**
 * Backups (issue 23 item 2): a shop with orders, customers and an uploaded file is backed up while it runs,
 * restored into a new, empty database, and the restored shop answers the same customer with the same orders and
 * the same file. The restores cross database kinds both ways when CI has PostgreSQL: the PGlite project's backup
 * goes into PostgreSQL, the PostgreSQL project's into a PGlite folder.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openDatabase, type DatabaseTarget } from "../db/client.js";
import { testConfig, type TestApp, createTestApp } from "../../test/app.js";
import { CODES, PNG_PIXEL_BASE64 } from "../../test/fixtures.js";
import { adminQuery } from "../../test/global-setup.js";
import { bearer, OCC } from "../account/account-test-support.js";
import type { Caller } from "../cart/cart-test-support.js";
import { insertAmendmentFixtures, placedOrder } from "../orders/amendments/amendment-test-support.js";
import { orderServiceFor } from "../orders/order-test-support.js";
import { AttachmentService } from "../orders/attachments/attachment-service.js";
import { LocalFileStorage } from "../files/local-file-storage.js";
import { BackupError, backupShop, countShop, restoreShop } from "./shop-backup.js";

const ON_POSTGRES = process.env.DUKKAN_TEST_DB === "postgres";
const POSTGRES_URL = process.env.TEST_DATABASE_URL;

let t: TestApp;
let work: string;
let filesFolder: string;
let backupFile: string;
let nour: { customer: Caller; code: string };
let salem: { customer: Caller; code: string };
let attachmentId: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "dukkan-backup-test-"));
  filesFolder = join(work, "files");
  t = await createTestApp({ seed: insertAmendmentFixtures, env: { FILE_STORAGE_DIR: filesFolder } });
  nour = await placedOrder(t, "Nour", [[CODES.cup, 2]]);
  salem = await placedOrder(t, "Salem", [[CODES.cup, 1]]);
  const attachments = new AttachmentService(t.db, orderServiceFor(t), new LocalFileStorage(filesFolder));
  attachmentId = (
    await attachments.attach({
      orderCode: nour.code,
      kind: "PROOF_OF_DELIVERY",
      fileName: "door.png",
      bytes: new Uint8Array(Buffer.from(PNG_PIXEL_BASE64, "base64")),
      staffId: "staff-1",
    })
  ).id;
  backupFile = join(work, "shop.tar.gz");
  await backupShop({
    db: t.db,
    source: ON_POSTGRES ? "postgres" : "pglite",
    filesRoot: filesFolder,
    outputFile: backupFile,
  });
});

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

/** A new, empty PostgreSQL database on the CI server, dropped afterwards. */
async function emptyPostgres(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const name = `dukkan_restore_${randomBytes(5).toString("hex")}`;
  await adminQuery(POSTGRES_URL!, `create database ${name}`);
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString(), poolSize: 2 },
    drop: () => adminQuery(POSTGRES_URL!, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

/** The API over a restored database: what a customer sees there. */
async function restoredShop(target: DatabaseTarget, files: string) {
  const connection = await openDatabase(target);
  const app = await buildApp({
    db: connection.db,
    config: testConfig({ FILE_STORAGE_DIR: files }),
    cacheCheckIntervalMs: 0,
    backgroundJobs: false,
  });
  return {
    get: (caller: Caller, path: string) =>
      app.inject({ method: "GET", url: `${OCC}/users/current${path}`, headers: bearer(caller.token!) }),
    async close() {
      await app.close();
      await connection.close();
    },
  };
}

async function expectSameShop(target: DatabaseTarget, files: string) {
  const shop = await restoredShop(target, files);
  try {
    // The customers' own tokens still work: sessions, orders and files came back as they were.
    for (const { customer, code } of [nour, salem]) {
      const history = await shop.get(customer, "/orders");
      expect(history.statusCode, history.body).toBe(200);
      expect((history.json() as { orders: { code: string }[] }).orders.map((order) => order.code)).toEqual([code]);
      const original = await t.app.inject({
        method: "GET",
        url: `${OCC}/users/current/orders/${code}`,
        headers: bearer(customer.token!),
      });
      const restored = await shop.get(customer, `/orders/${code}`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toEqual(original.json());
    }
    // The file as the running shop serves it (pictures are re-encoded when uploaded, decision 0068).
    const path = `/orders/${nour.code}/attachments/${attachmentId}`;
    const served = await t.app.inject({
      method: "GET",
      url: `${OCC}/users/current${path}`,
      headers: bearer(nour.customer.token!),
    });
    expect(served.statusCode, served.body).toBe(200);
    const file = await shop.get(nour.customer, path);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(served.rawPayload)).toBe(true);
  } finally {
    await shop.close();
  }
}

describe("backup and restore", () => {
  it("restores a running shop's backup into a new data folder with the same orders, customers and files", async () => {
    const dataDir = join(work, "restored-data");
    const files = join(work, "restored-files");
    const lines: string[] = [];
    const { manifest, counts } = await restoreShop({
      backupFile,
      target: { kind: "pglite", dataDir },
      filesRoot: files,
      log: (line) => lines.push(line),
    });

    expect(manifest.counts).toMatchObject({ orders: 2, customers: 2 });
    expect(manifest.files).toBe(1);
    expect(counts).toEqual(manifest.counts);
    expect(lines).toEqual([
      expect.stringMatching(/^backup of .* 2 orders, 2 customers, \d+ products$/),
      expect.stringMatching(/^restored: 2 orders, 2 customers, \d+ products$/),
    ]);
    await expectSameShop({ kind: "pglite", dataDir }, files);
  });

  // On the PostgreSQL project the restore above already moved the shop across kinds (PostgreSQL to PGlite); the
  // refusals do not depend on where the backup came from, so they run once, on the PGlite project.
  it.runIf(POSTGRES_URL && !ON_POSTGRES)("moves the shop from PGlite to an empty PostgreSQL database", async () => {
    const database = await emptyPostgres();
    try {
      await restoreShop({ backupFile, target: database.target, filesRoot: join(work, "moved-files") });
      await expectSameShop(database.target, join(work, "moved-files"));
    } finally {
      await database.drop();
    }
  });

  it.skipIf(ON_POSTGRES)(
    "refuses a folder that already holds a shop, and a file that is not a backup, changing nothing",
    async () => {
      const dataDir = join(work, "restored-data");
      await expect(
        restoreShop({ backupFile, target: { kind: "pglite", dataDir }, filesRoot: join(work, "other-files") }),
      ).rejects.toThrow(new BackupError(`${dataDir} already holds a database. Restore into a new DATA_DIR.`));

      const notABackup = join(work, "notes.tar.gz");
      await writeFile(notABackup, "just some text");
      const fresh = join(work, "never-made");
      await expect(
        restoreShop({ backupFile: notABackup, target: { kind: "pglite", dataDir: fresh }, filesRoot: null }),
      ).rejects.toThrow(BackupError);
      await expectSameShop({ kind: "pglite", dataDir }, join(work, "restored-files"));
    },
  );

  it.runIf(POSTGRES_URL && !ON_POSTGRES)(
    "refuses a PostgreSQL database that already has rows, and loads nothing into it",
    async () => {
      const database = await emptyPostgres();
      try {
        await restoreShop({ backupFile, target: database.target, filesRoot: null });
        await expect(restoreShop({ backupFile, target: database.target, filesRoot: null })).rejects.toThrow(
          /The target database is not empty/,
        );
        const connection = await openDatabase(database.target);
        const counts = await countShop(connection.db);
        await connection.close();
        expect(counts.orders).toBe(2);
      } finally {
        await database.drop();
      }
    },
  );
});
