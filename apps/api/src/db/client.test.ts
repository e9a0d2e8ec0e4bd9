/**
 * The embedded database's memory (issue 24): PGlite's buffer pool lives in the API process's WebAssembly memory,
 * which never shrinks, so it is opened with a pool sized for a small shop instead of PostgreSQL's 128 MB. (On
 * PostgreSQL the server's own setting applies: this is PGlite's test alone.)
 */
import { describe, expect, inject, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "../../test/database.js";

describe("the embedded database", () => {
  it.runIf(inject("databaseTemplate")?.kind === "pglite")("opens with a 32 MB buffer pool", async () => {
    const { db, close } = await createTestDatabase();
    try {
      const result = await db.execute(sql`show shared_buffers`);
      expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe("32MB");
    } finally {
      await close();
    }
  });
});
