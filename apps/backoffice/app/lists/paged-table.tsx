/**
 * A list's results: how many there are (announced when a filter changes them), the grid, and the page links.
 */
import type { Table } from "@tanstack/react-table";
import type { Pagination as ApiPagination } from "../api/staff-api-types";
import { DataTable } from "./data-table";
import { Pagination } from "./pagination";

type PagedTableProps<Row> = {
  table: Table<Row>;
  /** Names the grid for assistive technology. */
  label: string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  pagination: ApiPagination;
  /** The results line ("Results: 12"); none where the screen shows the count elsewhere. */
  resultsText?: string;
};

export function PagedTable<Row>({ table, label, emptyText, pagination, resultsText }: PagedTableProps<Row>) {
  return (
    <>
      {resultsText !== undefined && (
        <p className="mb-3 text-sm text-ink-600" aria-live="polite">
          {resultsText}
        </p>
      )}
      <DataTable table={table} label={label} emptyText={emptyText} />
      <Pagination pagination={pagination} />
    </>
  );
}
