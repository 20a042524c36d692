import type { ReactNode } from "react";
import { Label } from "./label";

/** A labelled form control with its hint and its errors, wired for screen readers. */
export function Field({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !errors?.length && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {errors?.map((error) => (
        <p key={error} id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ))}
    </div>
  );
}
