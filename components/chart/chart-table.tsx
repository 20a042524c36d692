import type { ReactNode } from "react";
import { Table, Td, Th } from "@/components/ui/table";

export interface ChartColumn<Row> {
  header: string;
  /** Unique among the columns; the header when left out. */
  key?: string;
  /** Figures sit right-aligned in columns of equal-width digits. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** The figures behind a chart as a table, one row per data point. */
export function ChartTable<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly ChartColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <Table>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.key ?? column.header} className={column.numeric ? "text-right" : undefined}>
              {column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <Td
                key={column.key ?? column.header}
                className={column.numeric ? "text-right tabular-nums" : undefined}
              >
                {column.cell(row)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
