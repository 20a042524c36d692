"use client";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { flushSync } from "react-dom";

type SessionEnding = { ending: boolean; end: () => void };

const SessionEndingContext = createContext<SessionEnding>({ ending: false, end: () => {} });

/**
 * Whether this tab is ending its session. Polls stop first: one asking after the server has ended the session
 * would be refused (401), a failed load the person's browser reports as an error.
 */
export function SessionEndingProvider({ children }: { children: ReactNode }) {
  const [ending, setEnding] = useState(false);
  // Committed at once, effects included, so no poll's timer is left to fire once sign-out has been sent.
  const end = useCallback(() => flushSync(() => setEnding(true)), []);
  const value = useMemo(() => ({ ending, end }), [ending, end]);
  return <SessionEndingContext.Provider value={value}>{children}</SessionEndingContext.Provider>;
}

export const useSessionEnding = () => useContext(SessionEndingContext);
