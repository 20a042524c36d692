"use client";
import { useTranslations } from "next-intl";
import { createContext, type ReactNode, use, useState } from "react";
import { Td, Th } from "@/components/ui/table";

/** A decision on the page in view, as the selection names it to the reviewer. */
export interface SelectableRow {
  id: string;
  reference: string;
}

interface Selection {
  rows: SelectableRow[];
  /** Ticked ids, on the page in view. */
  ticked: ReadonlySet<string>;
  /** Every decision matching the filter, not only the page: the server evaluates the filter again. */
  allMatching: boolean;
  toggle: (id: string, on: boolean) => void;
  togglePage: (on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

const SelectionContext = createContext<Selection | null>(null);

/** The selection of a list, for the bulk bar; null where the reader may not act in bulk. */
export const useBulkSelection = () => use(SelectionContext);

export function BulkSelectionProvider({ rows, children }: { rows: SelectableRow[]; children: ReactNode }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const selection: Selection = {
    rows,
    ticked,
    allMatching,
    toggle: (id, on) => {
      setAllMatching(false);
      setTicked((before) => {
        const after = new Set(before);
        if (on) after.add(id);
        else after.delete(id);
        return after;
      });
    },
    togglePage: (on) => {
      setAllMatching(false);
      setTicked(on ? new Set(rows.map((row) => row.id)) : new Set());
    },
    selectAllMatching: () => {
      setTicked(new Set(rows.map((row) => row.id)));
      setAllMatching(true);
    },
    clear: () => {
      setAllMatching(false);
      setTicked(new Set());
    },
  };
  return <SelectionContext value={selection}>{children}</SelectionContext>;
}

/** The list's first header cell: ticks or unticks the whole page (nothing where bulk actions are not offered). */
export function SelectPageHeader() {
  const t = useTranslations("inbox.bulk");
  const selection = useBulkSelection();
  if (!selection) return null;
  const count = selection.rows.filter((row) => selection.ticked.has(row.id)).length;
  const all = count > 0 && count === selection.rows.length;
  return (
    <Th className="w-10">
      <input
        type="checkbox"
        className="h-4 w-4 accent-primary"
        aria-label={t("selectPage")}
        checked={all}
        ref={(box) => {
          if (box) box.indeterminate = count > 0 && !all;
        }}
        onChange={(event) => selection.togglePage(event.target.checked)}
      />
    </Th>
  );
}

/** A row's first cell: its checkbox, named by the decision's reference. */
export function SelectRowCell({ id, reference }: SelectableRow) {
  const t = useTranslations("inbox.bulk");
  const selection = useBulkSelection();
  if (!selection) return null;
  return (
    <Td className="w-10">
      <input
        type="checkbox"
        className="h-4 w-4 accent-primary"
        aria-label={t("selectRow", { reference })}
        checked={selection.ticked.has(id)}
        onChange={(event) => selection.toggle(id, event.target.checked)}
      />
    </Td>
  );
}
