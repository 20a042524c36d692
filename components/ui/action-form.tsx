"use client";
import { type ComponentProps, createContext, Fragment, type ReactNode, useContext } from "react";
import { Alert } from "./alert";
import type { FormAction } from "./use-form-action";

const Refusals = createContext(0);

/** Changes with every refusal of the ActionForm around: a password field is mounted anew, empty. */
export const useRefusals = () => useContext(Refusals);

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
 * Every form that submits to a server action: `<ActionForm form={useFormAction(action)}>`, its fields in
 * Field/FieldGroup (components/ui/field.tsx). See useFormAction for what it keeps and where the focus goes.
 */
export function ActionForm<T>({
  form,
  success,
  message = true,
  children,
  ...props
}: Omit<ComponentProps<"form">, "action" | "onSubmit" | "ref" | "noValidate"> & {
  form: FormAction<T>;
  success?: ReactNode;
  message?: boolean;
}) {
  return (
    <form ref={form.formRef} action={form.action} onSubmit={form.submit} noValidate {...props}>
      {message && <FormMessage form={form} success={success} />}
      <Refusals value={form.refusals}>
        <Fragment key={form.successes}>{children}</Fragment>
      </Refusals>
    </form>
  );
}
