import { PgTransaction } from "drizzle-orm/pg-core";

type Read = () => unknown;

/**
 * Independent reads of one view: side by side on the pool, one after another inside a transaction. A transaction
 * holds a single connection, which answers one query at a time anyway, and node-postgres deprecates queueing a
 * query on a client that is still busy (pg 9 refuses it). Callers that may run in either pass their executor.
 */
export async function readAll<const T extends readonly Read[]>(
  db: unknown,
  reads: T,
): Promise<{ -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never }> {
  type Results = { -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
