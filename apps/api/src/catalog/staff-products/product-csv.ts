/**
 * The catalogue CSV staff export and import: `code,price,stock,online`, price in AED with VAT (`12.50`), stock the
 * warehouse's units, online `true`/`false`; an empty cell leaves that value as it is.
 *
 * An import is checked row by row against the catalogue, and every refused row is reported with its line number
 * (the header is line 1) and why. Applying re-checks inside the transaction that writes, and writes nothing unless
 * every row is valid: a file is never half imported.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_LIMITS,
  type ProductImportProblem,
  type StaffImportReport,
  type StaffImportRowError,
  type StaffProductRow,
} from "@dukkan/staff-api";
import { CURRENCY, PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { amountTextOfFils, filsOfAmountText } from "@dukkan/money";
import { recordProductChanges } from "../../cache/catalog-version.js";
import type { Database } from "../../db/client.js";
import { prices, products, stockLevels } from "../../db/tables.js";
import { OccHttpError } from "../../occ/errors.js";
import { recordAudit } from "../../staff/audit.js";
import type { StaffActor } from "../../staff/staff-context.js";

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

/** One data row as read: undefined = leave unchanged. */
export type ImportRow = { line: number; code: string; priceFils?: number; available?: number; online?: boolean };

const PROBLEM_MESSAGES: Record<ProductImportProblem, string> = {
  header: `The first line must name the columns: code, and any of price, stock, online`,
  columns: "This line does not have one value per column",
  code: "Not a product code",
  unknownProduct: "No product has this code",
  duplicate: "This code is on an earlier line too",
  price: `The price must be AED with at most 2 decimals, more than 0 and at most ${PRODUCT_LIMITS.maxPriceFils / 100}`,
  stock: `The stock must be a whole number from 0 to ${PRODUCT_LIMITS.maxStock}`,
  kitStock: "A kit's stock is what its components make: leave it empty",
  online: "Online must be true or false",
  tooManyRows: `At most ${PRODUCT_LIMITS.importRows} rows per file`,
  empty: "The file has no rows after the header",
};

const problem = (line: number, column: string | null, kind: ProductImportProblem): StaffImportRowError => ({
  line,
  column,
  problem: kind,
  message: `Line ${line}: ${PROBLEM_MESSAGES[kind]}`,
});

const ONLINE: Record<string, boolean> = { true: true, false: false, yes: true, no: false, "1": true, "0": false };

/** The file's rows and the problems found without looking at the catalogue. */
export function readProductCsv(csv: string): { rows: ImportRow[]; errors: StaffImportRowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with the line it ends on (csv-parse's typings do not follow the option).
    records = parse(csv, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [problem(line, null, "columns")] };
  }
  const [header, ...data] = records;
  const columns = (header?.record ?? []).map((name) => name.toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  if (
    !columns.includes("code") ||
    columns.some((name) => !known.has(name)) ||
    new Set(columns).size !== columns.length
  ) {
    return { rows: [], errors: [problem(1, null, "header")] };
  }
  if (data.length === 0) return { rows: [], errors: [problem(1, null, "empty")] };
  if (data.length > PRODUCT_LIMITS.importRows) {
    return { rows: [], errors: [problem(data[PRODUCT_LIMITS.importRows]!.info.lines, null, "tooManyRows")] };
  }
  const rows: ImportRow[] = [];
  const errors: StaffImportRowError[] = [];
  const seen = new Set<string>();
  for (const { record, info } of data) {
    const line = info.lines;
    if (record.length !== columns.length) {
      errors.push(problem(line, null, "columns"));
      continue;
    }
    const cell = (column: Column) => {
      const index = columns.indexOf(column);
      return index < 0 ? "" : record[index]!;
    };
    const row: ImportRow = { line, code: cell("code") };
    const rowErrors: StaffImportRowError[] = [];
    if (!PRODUCT_CODE_PATTERN.test(row.code)) rowErrors.push(problem(line, "code", "code"));
    else if (seen.has(row.code)) rowErrors.push(problem(line, "code", "duplicate"));
    seen.add(row.code);
    if (cell("price") !== "") {
      const fils = filsOfAmountText(cell("price"));
      if (fils === undefined || fils < 1 || fils > PRODUCT_LIMITS.maxPriceFils) {
        rowErrors.push(problem(line, "price", "price"));
      } else row.priceFils = fils;
    }
    if (cell("stock") !== "") {
      const units = /^\d{1,8}$/.test(cell("stock")) ? Number(cell("stock")) : Number.NaN;
      if (!(units <= PRODUCT_LIMITS.maxStock)) rowErrors.push(problem(line, "stock", "stock"));
      else row.available = units;
    }
    if (cell("online") !== "") {
      const online = ONLINE[cell("online").toLowerCase()];
      if (online === undefined) rowErrors.push(problem(line, "online", "online"));
      else row.online = online;
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else rows.push(row);
  }
  return { rows, errors };
}

type Reader = Pick<Database, "select">;
type Current = { kind: string; disabled: boolean; priceFils: number | null; available: number | null };

const CHUNK = 1_000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function currentState(db: Reader, codes: string[]): Promise<Map<string, Current>> {
  const state = new Map<string, Current>();
  for (const part of chunks(codes)) {
    const rows = await db
      .select({
        code: products.code,
        kind: products.kind,
        disabled: products.disabled,
        priceFils: prices.valueFils,
        available: stockLevels.available,
      })
      .from(products)
      .leftJoin(prices, and(eq(prices.productCode, products.code), eq(prices.currency, CURRENCY)))
      .leftJoin(stockLevels, eq(stockLevels.productCode, products.code))
      .where(inArray(products.code, part));
    for (const { code, ...current } of rows) state.set(code, current);
  }
  return state;
}

/** The rows that change something, with only what changes; the catalogue's refusals added to `errors`. */
function changesOf(rows: ImportRow[], state: Map<string, Current>, errors: StaffImportRowError[]): ImportRow[] {
  const changes: ImportRow[] = [];
  for (const row of rows) {
    const current = state.get(row.code);
    if (!current) {
      errors.push(problem(row.line, "code", "unknownProduct"));
      continue;
    }
    if (row.available !== undefined && current.kind === "KIT") {
      errors.push(problem(row.line, "stock", "kitStock"));
      continue;
    }
    const change: ImportRow = { line: row.line, code: row.code };
    if (row.priceFils !== undefined && row.priceFils !== current.priceFils) change.priceFils = row.priceFils;
    if (row.available !== undefined && row.available !== current.available) change.available = row.available;
    if (row.online !== undefined && row.online === current.disabled) change.online = row.online;
    if (Object.keys(change).length > 2) changes.push(change);
  }
  errors.sort((a, b) => a.line - b.line);
  return changes;
}

async function applyChanges(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], changes: ImportRow[]) {
  for (const part of chunks(changes.filter((change) => change.priceFils !== undefined))) {
    await tx
      .insert(prices)
      .values(part.map((change) => ({ productCode: change.code, currency: CURRENCY, valueFils: change.priceFils! })))
      .onConflictDoUpdate({
        target: [prices.productCode, prices.currency],
        set: { valueFils: sql`excluded.value_fils` },
      });
  }
  for (const part of chunks(changes.filter((change) => change.available !== undefined))) {
    await tx
      .insert(stockLevels)
      .values(part.map((change) => ({ productCode: change.code, available: change.available! })))
      .onConflictDoUpdate({
        target: stockLevels.productCode,
        set: { available: sql`excluded.available`, updatedAt: sql`now()` },
      });
  }
  for (const online of [true, false]) {
    for (const part of chunks(changes.filter((change) => change.online === online).map((change) => change.code))) {
      await tx.update(products).set({ disabled: !online }).where(inArray(products.code, part));
    }
  }
  for (const part of chunks(changes.map((change) => change.code))) {
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(inArray(products.code, part));
  }
  await recordProductChanges(
    tx,
    changes.map((change) => change.code),
  );
}

export type ImportOutcome = StaffImportReport & { restocked: boolean };

/**
 * Checks the file (dry run) or applies it. Applying a file with a refused row throws 400 with one error per
 * refusal (subject: the line number) and writes nothing.
 */
export async function importProductCsv(
  db: Database,
  context: StaffActor,
  csv: string,
  dryRun: boolean,
): Promise<ImportOutcome> {
  const { rows, errors } = readProductCsv(csv);
  const rowCount = rows.length + new Set(errors.map((error) => error.line)).size;
  const report = (changes: ImportRow[], applied: boolean, restocked = false): ImportOutcome => ({
    dryRun,
    applied,
    rows: rowCount,
    changedProducts: changes.length,
    errors,
    restocked,
  });
  if (dryRun) {
    const changes = changesOf(rows, await currentState(db, [...new Set(rows.map((row) => row.code))]), errors);
    return report(changes, false);
  }
  return db.transaction(async (tx) => {
    const state = await currentState(tx, [...new Set(rows.map((row) => row.code))]);
    const changes = changesOf(rows, state, errors);
    if (errors.length > 0) {
      throw new OccHttpError(
        400,
        errors.map((error) => ({
          type: "ImportRowError",
          reason: error.problem,
          subject: String(error.line),
          subjectType: "line",
          message: error.message,
        })),
      );
    }
    await applyChanges(tx, changes);
    await recordAudit(tx, context, {
      action: "product.import",
      targetType: "catalogue",
      targetId: "products",
      details: {
        rows: rowCount,
        changedProducts: changes.length,
        changes: changes.map(({ line: _line, ...change }) => change),
      },
    });
    const restocked = changes.some((change) => (change.available ?? 0) > 0 && !state.get(change.code)?.available);
    return report(changes, true, restocked);
  });
}

/** The list rows as the CSV the import reads back unchanged. */
export function productCsvOf(rows: readonly StaffProductRow[]): string {
  return stringify(
    rows.map((row) => [
      row.code,
      row.priceFils === null ? "" : amountTextOfFils(row.priceFils),
      row.available === null ? "" : String(row.available),
      String(row.online),
    ]),
    { header: true, columns: [...PRODUCT_CSV_COLUMNS] },
  );
}
