/**
 * The statements a test app's database runs, for tests that hold a request to a number of queries (issue 24):
 * `createTestApp({ queryLog })`, then `queryLog.during(() => t.app.inject(…))`. Transactions' begin and commit
 * count as statements: each is a round trip to the database like any other.
 */
import type { Logger } from "drizzle-orm/logger";

export class QueryLog implements Logger {
  private statements: string[] | null = null;

  logQuery(query: string): void {
    this.statements?.push(query);
  }

  /** The statements run while `work` ran, in order (nothing else may use the database meanwhile). */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    const statements: string[] = [];
    this.statements = statements;
    try {
      await work();
    } finally {
      this.statements = null;
    }
    return statements;
  }
}
