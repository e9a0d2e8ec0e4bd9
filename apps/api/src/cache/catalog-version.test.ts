/** The catalogue change log: what a process reading it learns about the writes since its last read. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import {
  CatalogVersionWatcher,
  bumpCatalogVersion,
  pruneCatalogChangeLog,
  readChangesSince,
  recordContentChange,
  recordProductChanges,
  type CatalogChange,
} from "./catalog-version.js";
import { catalogChangeLog } from "./cache.tables.js";

const onPostgres = process.env.DUKKAN_TEST_DB === "postgres";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("catalogue change log", () => {
  it("names the changed products since the last read, or everything after another kind of write", async () => {
    const { db } = database;
    const start = (await readChangesSince(db, undefined)).position;
    await recordProductChanges(db, ["1001-01", "1001-02", "1001-01"]);
    await db.transaction((tx) => recordProductChanges(tx, ["2001-03"]));
    const afterProducts = await readChangesSince(db, start);
    expect(afterProducts.change).toEqual({
      kind: "products",
      codes: new Set(["1001-01", "1001-02", "2001-03"]),
      content: false,
    });
    // Read again: nothing new. Nothing to record writes nothing.
    await recordProductChanges(db, []);
    const again = await readChangesSince(db, afterProducts.position);
    expect(again.change).toBeUndefined();

    await bumpCatalogVersion(db);
    expect((await readChangesSince(db, again.position)).change).toEqual({ kind: "everything" });
    // From the start: the products and the other write together are everything.
    expect((await readChangesSince(db, start)).change).toEqual({ kind: "everything" });
  });

  it("tells a watcher's listeners what changed since its last check", async () => {
    const { db } = database;
    const watcher = new CatalogVersionWatcher(db, 0);
    const seen: CatalogChange[] = [];
    watcher.onChange((change) => seen.push(change));
    const first = await watcher.current();
    expect(seen).toEqual([]);
    await recordProductChanges(db, ["3001-01"]);
    expect(await watcher.current()).toBe(first + 1);
    expect(seen).toEqual([{ kind: "products", codes: new Set(["3001-01"]), content: false }]);
    expect(await watcher.current()).toBe(first + 1);
    expect(seen).toHaveLength(1);
    await bumpCatalogVersion(db);
    expect(await watcher.current()).toBe(first + 2);
    expect(seen[1]).toEqual({ kind: "everything" });
  });

  it("tells content changes apart from products, so products and the search index are kept", async () => {
    const { db } = database;
    const start = (await readChangesSince(db, undefined)).position;
    await db.transaction((tx) => recordContentChange(tx));
    const afterContent = await readChangesSince(db, start);
    expect(afterContent.change).toEqual({ kind: "products", codes: new Set(), content: true });
    await recordProductChanges(db, ["4001-01"]);
    expect((await readChangesSince(db, start)).change).toEqual({
      kind: "products",
      codes: new Set(["4001-01"]),
      content: true,
    });
    expect((await readChangesSince(db, afterContent.position)).change).toEqual({
      kind: "products",
      codes: new Set(["4001-01"]),
      content: false,
    });
  });

  it("keeps a day of changes", async () => {
    const { db } = database;
    await recordProductChanges(db, ["5001-01"]);
    await db.insert(catalogChangeLog).values({
      kind: "product",
      productCode: "5001-02",
      changedAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    await pruneCatalogChangeLog(db, new Date());
    const codes = (await db.select().from(catalogChangeLog)).map((row) => row.productCode);
    expect(codes).toContain("5001-01");
    expect(codes).not.toContain("5001-02");
  });

  // Concurrent transactions need a database with more than one connection.
  it.runIf(onPostgres)(
    "lets writers commit side by side, and a reader sees each write once, in whatever order they commit",
    async () => {
      const { db } = database;
      const start = (await readChangesSince(db, undefined)).position;
      let wrote!: () => void;
      const firstWrote = new Promise<void>((resolve) => (wrote = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      // The first writer logs a change and stays open.
      const first = db.transaction(async (tx) => {
        await recordProductChanges(tx, ["6001-01"]);
        wrote();
        await finished;
      });
      await firstWrote;

      // A second writer commits meanwhile: it does not wait for the first.
      const second = db.transaction((tx) => recordProductChanges(tx, ["6002-01"]));
      const outcome = await Promise.race([
        second.then(() => "committed"),
        new Promise((resolve) => setTimeout(() => resolve("waiting"), 10_000)),
      ]);
      expect(outcome).toBe("committed");

      // A reader sees the committed write at once, not the open one.
      const whileOpen = await readChangesSince(db, start);
      expect(whileOpen.change).toEqual({ kind: "products", codes: new Set(["6002-01"]), content: false });

      // Once the first commits, the reader sees it, and the second not again.
      finish();
      await first;
      const afterBoth = await readChangesSince(db, whileOpen.position);
      expect(afterBoth.change).toEqual({ kind: "products", codes: new Set(["6001-01"]), content: false });
      expect((await readChangesSince(db, afterBoth.position)).change).toBeUndefined();
    },
  );
});
