import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/cn";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border">
      <table className={cn("w-full text-left text-sm", className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn("bg-muted px-3 py-2 font-medium text-muted-foreground", className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("border-t px-3 py-2 align-top", className)} {...props} />;
}

/** What an empty list says in place of its table. */
export function TableEmpty({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      className={cn("rounded-lg border bg-card p-6 text-center text-muted-foreground", className)}
      {...props}
    />
  );
}
