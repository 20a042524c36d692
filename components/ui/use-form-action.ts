"use client";
import { type RefObject, useActionState, useEffect, useRef } from "react";
import { useErrorText } from "@/components/use-error-text";
import type { ActionResult } from "@/lib/safe-action";

export type FormActionFunction<T> = (
  previous: ActionResult<T> | null,
  formData: FormData,
) => Promise<ActionResult<T>>;

export type Refusal = Extract<ActionResult<unknown>, { ok: false }>;

export interface FormActionOptions {
  /** Refusals about one field (a taken email): shown at that field and focused, like its own errors. */
  fieldOf?: Partial<Record<string, string>>;
  /** A refusal in the form's own words, where the shared error text is not enough (a throttle's wait). */
  describe?: (refusal: Refusal) => string | undefined;
}

/** A form's action with what it answered, for ActionForm (see components/ui/action-form.tsx). */
export interface FormAction<T> {
  result: ActionResult<T> | null;
  pending: boolean;
  action: (formData: FormData) => void;
  /** What was sent with the last submission while it is refused; null after a success. */
  kept: FormData | null;
  /** The refusal in words, for the summary at the top of the form. */
  summary: string | undefined;
  /** A field's errors in words. */
  errors: (name: string) => string[] | undefined;
  /** Rises with every answer of any form on the page: the same refusal twice is announced twice, and of
   * several forms sharing one message (the review panel) the latest is shown. */
  answer: number;
  formRef: RefObject<HTMLFormElement | null>;
  messageRef: RefObject<HTMLDivElement | null>;
}

interface Answer<T> {
  result: ActionResult<T> | null;
  kept: FormData | null;
  answer: number;
}

let answers = 0;

/** The names of the fields a refusal is about. */
function fieldsOf(refusal: Refusal, fieldOf: FormActionOptions["fieldOf"]): string[] {
  const named = fieldOf?.[refusal.error];
  return [...Object.keys(refusal.fieldErrors ?? {}), ...(named ? [named] : [])];
}

/** The first control, in the order the form shows them, that sent one of `names` and can take the focus. */
function firstControl(form: HTMLFormElement | null, names: Set<string>): HTMLElement | undefined {
  if (!form) return undefined;
  return Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement &&
      "name" in element &&
      names.has(String(element.name)) &&
      !(element as HTMLInputElement).disabled &&
      (element as HTMLInputElement).type !== "hidden",
  );
}

/**
 * The one way a form submits to a server action: React's form action (useActionState), keeping what was
 * sent while the action refuses it, and after each answer putting the focus where the person continues:
 * the first field in error, else the message (a refusal, or a success when the focus was lost with the
 * disabled submit button). Render it with ActionForm.
 */
export function useFormAction<T>(
  action: FormActionFunction<T>,
  options: FormActionOptions = {},
): FormAction<T> {
  const errorText = useErrorText();
  const [{ result, kept, answer }, dispatch, pending] = useActionState<Answer<T>, FormData>(
    async (previous, formData) => {
      const next = await action(previous.result, formData);
      answers += 1;
      return { result: next, kept: next.ok ? null : formData, answer: answers };
    },
    { result: null, kept: null, answer: 0 },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const refusal = result && !result.ok ? result : null;
  const invalid = refusal ? fieldsOf(refusal, options.fieldOf) : [];
  const named = refusal ? options.fieldOf?.[refusal.error] : undefined;
  const errors = (name: string) => {
    if (!refusal) return undefined;
    if (name === named) return [errorText.error(refusal.error) ?? ""];
    return errorText.fields(refusal.fieldErrors?.[name]);
  };
  const summary = refusal
    ? (options.describe?.(refusal) ?? errorText.error(named ? "invalid_input" : refusal.error))
    : undefined;

  const invalidKey = invalid.join("\n");
  useEffect(() => {
    if (!result) return;
    const message = messageRef.current;
    if (!result.ok) {
      (firstControl(formRef.current, new Set(invalidKey.split("\n"))) ?? message)?.focus();
      return;
    }
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && message?.hasChildNodes()) message.focus();
  }, [result, invalidKey]);

  return { result, pending, action: dispatch, kept, summary, errors, answer, formRef, messageRef };
}
