/** One grid for the column header and every row, so they line up. */
export const ROW_GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 lg:grid-cols-[12rem_11rem_minmax(0,1fr)_9rem_9.5rem_1rem] lg:items-center";
