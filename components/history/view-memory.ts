import type { VirtualItem } from "@tanstack/react-virtual";
import type { HistoryRowData } from "@/lib/history/types";

/** Where a person was in a user's history, kept for this tab so that Back returns to the same place. */
export interface RememberedView {
  scrollY: number;
  /** Where the list started in the page, so that the first render already places rows where they were. */
  scrollMargin: number;
  measurements: VirtualItem[];
  expanded: string[];
  /** The first row shown then: a view belongs to those very rows, not to a reload of the same user. */
  firstRow: HistoryRowData | undefined;
}

const views = new Map<string, RememberedView>();

export function rememberView(userId: string, view: RememberedView): void {
  views.set(userId, view);
}

/** The remembered view, if it was taken of the rows that are shown now. */
export function recallView(userId: string, firstRow: HistoryRowData | undefined): RememberedView | undefined {
  const view = views.get(userId);
  return view && view.firstRow === firstRow ? view : undefined;
}
