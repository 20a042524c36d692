"use client";
import { createContext, useContext } from "react";

/**
 * What was sent with a form's last refused submission. React resets a form to its fields' defaults after
 * every action, so the fields of an ActionForm take their default from here: a refusal keeps what was typed,
 * a success (nothing kept) starts them afresh.
 */
export const KeptValues = createContext<FormData | null>(null);

/** The default of an uncontrolled text field: as sent with the refused submission, else its own. */
export function useKeptText<V>(name: string | undefined, own: V, controlled: boolean): V | string {
  const kept = useContext(KeptValues);
  if (!kept || !name || controlled) return own;
  const sent = kept.get(name);
  // A field that was disabled, or not there, at the time sent nothing: its own default stands.
  return typeof sent === "string" ? sent : own;
}

/** Whether an uncontrolled checkbox or radio starts checked: as sent with the refused submission, else its own. */
export function useKeptChecked(
  name: string | undefined,
  value: string,
  own: boolean | undefined,
  controlled: boolean,
): boolean | undefined {
  const kept = useContext(KeptValues);
  if (!kept || !name || controlled) return own;
  return kept.getAll(name).includes(value);
}
