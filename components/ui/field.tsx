"use client";
import { createContext, type ReactNode, useContext } from "react";
import { cn } from "@/lib/ui/cn";
import { Label } from "./label";

interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy?: string;
}

const FieldControlContext = createContext<FieldControl | null>(null);

/** The id, validity and description a control inside a Field takes unless it names its own. */
export function useFieldControl(own: {
  id?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  "aria-describedby"?: string;
}) {
  const field = useContext(FieldControlContext);
  return {
    id: own.id ?? field?.id,
    "aria-invalid": own["aria-invalid"] ?? (field?.invalid || undefined),
    "aria-describedby": own["aria-describedby"] ?? field?.describedBy,
  };
}

/** A field's error messages under one id, which its control (or its group) is described by. */
export function FieldErrors({ id, errors, announce }: { id: string; errors: string[]; announce?: boolean }) {
  return (
    <p id={id} className="grid gap-0.5 text-sm text-destructive" role={announce ? "alert" : undefined}>
      {errors.map((error) => (
        <span key={error}>{error}</span>
      ))}
    </p>
  );
}

/**
 * A labelled form control with its hint and its errors, wired for screen readers: the control inside (Input,
 * Select, Textarea) is marked invalid and described by the errors, or by the hint while there are none.
 * `announce`: the errors are spoken as they appear, for a form that has no summary to do so (ActionForm has).
 */
export function Field({
  id,
  label,
  hint,
  errors,
  announce,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  announce?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const invalid = Boolean(errors?.length);
  const describedBy = invalid ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <FieldControlContext value={{ id, invalid, describedBy }}>{children}</FieldControlContext>
      {hint && !invalid && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {errors && invalid && <FieldErrors id={`${id}-error`} errors={errors} announce={announce} />}
    </div>
  );
}

/** A group of checkboxes or radios under a legend, described by its errors. */
export function FieldGroup({
  id,
  legend,
  errors,
  className,
  children,
}: {
  id: string;
  legend: ReactNode;
  errors?: string[];
  className?: string;
  children: ReactNode;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      id={id}
      className={cn("grid gap-2", className)}
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {children}
      {errors && invalid && <FieldErrors id={`${id}-error`} errors={errors} />}
    </fieldset>
  );
}
