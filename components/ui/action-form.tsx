"use client";
import type { ComponentProps, ReactNode } from "react";
import { Alert } from "./alert";
import { KeptValues } from "./kept-values";
import type { FormAction } from "./use-form-action";

/**
 * The message of a form's last answer: the refusal (announced, and focused when no field is to blame) or
 * `success`. Placed by ActionForm at the top of the form, or by the caller elsewhere (`message={false}`).
 */
export function FormMessage<T>({ form, success }: { form: FormAction<T>; success?: ReactNode }) {
  return (
    <div ref={form.messageRef} tabIndex={-1} className="grid gap-2 rounded-md empty:hidden">
      {form.summary && (
        <Alert key={form.answer} tone="error">
          {form.summary}
        </Alert>
      )}
      {form.result?.ok && (typeof success === "string" ? <Alert tone="success">{success}</Alert> : success)}
    </div>
  );
}

/**
 * Every form that submits to a server action: pass it `useFormAction(action)`. Its Input, Select, Textarea and
 * Checkbox keep what was sent while the action refuses it (React resets the form after every action).
 */
export function ActionForm<T>({
  form,
  success,
  message = true,
  children,
  ...props
}: Omit<ComponentProps<"form">, "action" | "ref" | "noValidate"> & {
  form: FormAction<T>;
  success?: ReactNode;
  message?: boolean;
}) {
  return (
    <KeptValues value={form.kept}>
      <form ref={form.formRef} action={form.action} noValidate {...props}>
        {message && <FormMessage form={form} success={success} />}
        {children}
      </form>
    </KeptValues>
  );
}
