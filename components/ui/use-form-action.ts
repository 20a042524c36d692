"use client";
import { type FormEvent, type RefObject, startTransition, useActionState, useEffect, useRef } from "react";
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

/** A form's action with what it answered, for ActionForm (components/ui/action-form.tsx). */
export interface FormAction<T> {
  result: ActionResult<T> | null;
  pending: boolean;
  /** For the form's `action`: never called once the page runs (see `submit`), it keeps a form sent before
   * the page's script has loaded from going anywhere. */
  action: (formData: FormData) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** The refusal in words, for the summary at the top of the form. */
  summary: string | undefined;
  /** A field's errors in words. */
  errors: (name: string) => string[] | undefined;
  /** Rises with every answer of any form on the page: the same refusal twice is announced twice, and of
   * several forms sharing one message (the review panel) the latest is shown. */
  answer: number;
  /** How many answers were successes, and refusals: the fields start afresh after a success, a password
   * field after a refusal too. */
  successes: number;
  refusals: number;
  formRef: RefObject<HTMLFormElement | null>;
  messageRef: RefObject<HTMLDivElement | null>;
}

interface Answers<T> {
  result: ActionResult<T> | null;
  answer: number;
  successes: number;
  refusals: number;
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
  return Array.from(form.elements).find((element): element is HTMLInputElement =>
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
      ? names.has(element.name) && !element.disabled && element.type !== "hidden"
      : false,
  );
}

/**
 * The one way a form submits to a server action. React resets a form after its `action` runs, to each field's
 * default: a refusal would empty what was typed and put checkboxes and radios out of step with the state that
 * drives them. So the form is submitted from `onSubmit` instead, in a transition, and never reset: a refusal
 * keeps everything as it was (a password is typed again), a success starts the fields afresh (ActionForm
 * mounts them anew, from their defaults). After each answer the focus goes where the person continues: the
 * first field in error, else the message (a refusal, or a success when the focus was lost with the disabled
 * submit button or the fields it was in).
 */
export function useFormAction<T>(
  action: FormActionFunction<T>,
  options: FormActionOptions = {},
): FormAction<T> {
  const errorText = useErrorText();
  const [state, dispatch, pending] = useActionState<Answers<T>, FormData>(
    async (previous, formData) => {
      const result = await action(previous.result, formData);
      answers += 1;
      return {
        result,
        answer: answers,
        successes: previous.successes + (result.ok ? 1 : 0),
        refusals: previous.refusals + (result.ok ? 0 : 1),
      };
    },
    { result: null, answer: 0, successes: 0, refusals: 0 },
  );
  const { result } = state;
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(formData));
  };

  const refusal = result && !result.ok ? result : null;
  const named = refusal ? options.fieldOf?.[refusal.error] : undefined;
  const errors = (name: string) => {
    if (!refusal) return undefined;
    if (name === named) return [errorText.error(refusal.error) ?? ""];
    return errorText.fields(refusal.fieldErrors?.[name]);
  };
  const summary = refusal
    ? (options.describe?.(refusal) ?? errorText.error(named ? "invalid_input" : refusal.error))
    : undefined;

  const invalid = refusal ? fieldsOf(refusal, options.fieldOf).join("\n") : "";
  useEffect(() => {
    if (!result) return;
    const message = messageRef.current;
    if (!result.ok) {
      (firstControl(formRef.current, new Set(invalid.split("\n"))) ?? message)?.focus();
      return;
    }
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && message?.hasChildNodes()) message.focus();
  }, [result, invalid]);

  return {
    result,
    pending,
    action: dispatch,
    submit,
    summary,
    errors,
    answer: state.answer,
    successes: state.successes,
    refusals: state.refusals,
    formRef,
    messageRef,
  };
}
