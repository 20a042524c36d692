"use client";
import { parseAsBoolean, parseAsString, useQueryStates } from "nuqs";
import { useMemo } from "react";
import type { RowFilter } from "@/lib/history/row-filter";

const parsers = {
  user: parseAsString,
  type: parseAsString,
  q: parseAsString.withDefault(""),
  hideDuplicates: parseAsBoolean.withDefault(false),
  qrProblems: parseAsBoolean.withDefault(false),
};

/** The user and the filters live in the URL: a view can be bookmarked, shared and returned to. */
export function useHistoryUrlState() {
  const [state, setState] = useQueryStates(parsers, { history: "replace" });
  const { type, q, hideDuplicates, qrProblems } = state;
  const filter: RowFilter = useMemo(
    () => ({ type, query: q, hideDuplicates, qrProblemsOnly: qrProblems }),
    [type, q, hideDuplicates, qrProblems],
  );
  return {
    userId: state.user,
    filter,
    // A new user is a new place in the browser history: Back returns to the previous one.
    openUser: (user: string) => setState({ user, q: null }, { history: "push" }),
    setFilter: (change: Partial<RowFilter>) =>
      setState({
        ...(change.type !== undefined && { type: change.type }),
        ...(change.query !== undefined && { q: change.query || null }),
        ...(change.hideDuplicates !== undefined && { hideDuplicates: change.hideDuplicates || null }),
        ...(change.qrProblemsOnly !== undefined && { qrProblems: change.qrProblemsOnly || null }),
      }),
    clearFilter: () => setState({ type: null, q: null, hideDuplicates: null, qrProblems: null }),
  };
}
