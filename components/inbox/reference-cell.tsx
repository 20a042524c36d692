import Link from "next/link";
import { Td } from "@/components/ui/table";
import { ConflictBadge } from "./badges";

/** A decision's reference in a table, linked to its page, with the conflict badge when it has one. */
export function ReferenceCell({
  href,
  reference,
  conflict,
  rowLink = false,
}: {
  href: string;
  reference: string;
  conflict: boolean;
  /** The row's own link, which the list's J/K/O keys move between (components/inbox/list-keyboard.tsx). */
  rowLink?: boolean;
}) {
  return (
    <Td className="font-mono text-xs">
      <Link href={href} className="text-primary hover:underline" data-row-link={rowLink || undefined}>
        {reference}
      </Link>
      {conflict && (
        <span className="ml-2 align-middle">
          <ConflictBadge />
        </span>
      )}
    </Td>
  );
}
