/**
 * A list's grid from a TanStack Table model (its column model, our markup). From the tablet width up it is a table;
 * on a phone each row becomes a card whose cells carry their column's name (the header's text, as `data-label`),
 * so a wide list needs no sideways scrolling. The ARIA table roles are explicit because changing a table's CSS
 * display drops them in some browsers.
 */
import { flexRender, type Table } from "@tanstack/react-table";

type DataTableProps<Row> = {
  table: Table<Row>;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  /** Names the grid for assistive technology. */
  label: string;
};

export function DataTable<Row>({ table, emptyText, label }: DataTableProps<Row>) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  return (
    <div className="rounded-card bg-white shadow-card md:overflow-x-auto">
      <table role="table" aria-label={label} className="w-full text-sm max-md:block">
        <thead role="rowgroup" className="bg-ink-100 max-md:sr-only">
          {table.getHeaderGroups().map((group) => (
            <tr role="row" key={group.id}>
              {group.headers.map((header) => (
                <th role="columnheader" key={header.id} scope="col" className="px-3 py-2 text-start font-semibold">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup" className="max-md:block">
          {rows.map((row) => (
            <tr role="row" key={row.id} className="border-t border-ink-100 max-md:block max-md:py-2">
              {row.getVisibleCells().map((cell) => {
                const header = cell.column.columnDef.header;
                return (
                  <td
                    role="cell"
                    key={cell.id}
                    data-label={typeof header === "string" ? header : undefined}
                    className="px-3 py-2 align-top max-md:flex max-md:gap-3 max-md:py-1 max-md:before:w-28 max-md:before:shrink-0 max-md:before:font-semibold max-md:before:text-ink-600 max-md:before:content-[attr(data-label)]"
                  >
                    <div className="min-w-0">{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                  </td>
                );
              })}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr role="row" className="max-md:block">
              <td role="cell" colSpan={columnCount} className="px-3 py-6 text-center text-ink-600 max-md:block">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
