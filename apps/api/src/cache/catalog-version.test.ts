/** The catalogue change log: what a process polling the version learns about the writes it missed. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import {
  CatalogVersionWatcher,
  bumpCatalogVersion,
  loadCatalogChange,
  readCatalogVersion,
  recordContentChange,
  recordProductChanges,
  type CatalogChange,
} from "./catalog-version.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("catalogue change log", () => {
  it("names the changed products between two versions, or everything after another kind of write", async () => {
    const { db } = database;
    const start = await readCatalogVersion(db);
    await recordProductChanges(db, ["1001-01", "1001-02", "1001-01"]);
    await db.transaction((tx) => recordProductChanges(tx, ["2001-03"]));
    const afterProducts = await readCatalogVersion(db);
    expect(afterProducts).toBe(start + 2);
    expect(await loadCatalogChange(db, start, afterProducts)).toEqual({
      kind: "products",
      codes: new Set(["1001-01", "1001-02", "2001-03"]),
      content: false,
    });
    // Nothing to record: the version stays.
    await recordProductChanges(db, []);
    expect(await readCatalogVersion(db)).toBe(afterProducts);

    await bumpCatalogVersion(db);
    const afterBump = await readCatalogVersion(db);
    expect(await loadCatalogChange(db, afterProducts, afterBump)).toEqual({ kind: "everything" });
    expect(await loadCatalogChange(db, start, afterBump)).toEqual({ kind: "everything" });
    // Too far behind (or a version going back): reload everything.
    expect(await loadCatalogChange(db, afterBump - 5_000, afterBump)).toEqual({ kind: "everything" });
    expect(await loadCatalogChange(db, afterBump + 1, afterBump)).toEqual({ kind: "everything" });
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
    await watcher.current();
    expect(seen[1]).toEqual({ kind: "everything" });
  });

  it("tells content changes apart from products, so products and the search index are kept", async () => {
    const { db } = database;
    const start = await readCatalogVersion(db);
    await db.transaction((tx) => recordContentChange(tx));
    const afterContent = await readCatalogVersion(db);
    expect(afterContent).toBe(start + 1);
    expect(await loadCatalogChange(db, start, afterContent)).toEqual({
      kind: "products",
      codes: new Set(),
      content: true,
    });
    await recordProductChanges(db, ["4001-01"]);
    const afterBoth = await readCatalogVersion(db);
    expect(await loadCatalogChange(db, start, afterBoth)).toEqual({
      kind: "products",
      codes: new Set(["4001-01"]),
      content: true,
    });
    expect(await loadCatalogChange(db, afterContent, afterBoth)).toEqual({
      kind: "products",
      codes: new Set(["4001-01"]),
      content: false,
    });
  });
});
