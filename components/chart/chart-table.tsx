import { useFormatter } from "next-intl";
import type { ReactNode } from "react";
import { Table, Td, Th } from "@/components/ui/table";

export interface ChartColumn<Row> {
  header: string;
  /** Unique among the columns; the header when left out. */
  key?: string;
  /** Figures sit right-aligned in columns of equal-width digits; a cell that is a number is written in the reader's locale. */
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
  const format = useFormatter();
  const shown = (cell: ReactNode) => (typeof cell === "number" ? format.number(cell) : cell);
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
                {shown(column.cell(row))}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
