import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

export interface CompactColumn {
  label: string;
  numeric?: boolean;
}

/** A dense table inside an expanded entry: small text, tight cells, the headings on a muted row. */
export function CompactTable({
  caption,
  columns,
  children,
  ...props
}: Omit<ComponentProps<"table">, "children"> & {
  caption?: string;
  columns: CompactColumn[];
  children: ReactNode;
}) {
  return (
    <table className="w-full text-left text-xs" {...props}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="bg-muted text-muted-foreground">
        <tr>
          {columns.map(({ label, numeric }) => (
            <th key={label} scope="col" className={cn("px-2 py-1.5 font-medium", numeric && "text-right")}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row, marked when what it shows disagrees with the record. */
export function CompactRow({ differs, className, ...props }: ComponentProps<"tr"> & { differs?: boolean }) {
  return <tr className={cn("border-t align-top", differs && "bg-destructive/10", className)} {...props} />;
}

export function CompactTd({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-2 py-1", className)} {...props} />;
}
