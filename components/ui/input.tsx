"use client";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/ui/cn";
import { useFieldControl } from "./field";
import { useKeptChecked, useKeptText } from "./kept-values";

export const fieldClass =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm placeholder:text-muted-foreground disabled:opacity-50 aria-[invalid=true]:border-destructive";

// A password is never put back into a field after a refusal: the person types it again.
const NOT_KEPT = new Set(["password", "hidden", "file"]);

export function Input({ className, ...props }: ComponentProps<"input">) {
  const control = useFieldControl(props);
  const defaultValue = useKeptText(
    props.name,
    props.defaultValue,
    props.value !== undefined || NOT_KEPT.has(props.type ?? "text"),
  );
  return <input {...props} {...control} defaultValue={defaultValue} className={cn(fieldClass, className)} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  const control = useFieldControl(props);
  const defaultValue = useKeptText(props.name, props.defaultValue, props.value !== undefined);
  return (
    <select
      {...props}
      {...control}
      defaultValue={defaultValue}
      className={cn(fieldClass, "pr-8", className)}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  const control = useFieldControl(props);
  const defaultValue = useKeptText(props.name, props.defaultValue, props.value !== undefined);
  return (
    <textarea
      {...props}
      {...control}
      defaultValue={defaultValue}
      className={cn(fieldClass, "h-auto min-h-20 py-2", className)}
    />
  );
}

/** A checkbox with its label beside it; inside an ActionForm it keeps its state across a refusal. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode }) {
  const defaultChecked = useKeptChecked(
    props.name,
    String(props.value ?? "on"),
    props.defaultChecked,
    props.checked !== undefined,
  );
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <input
        type="checkbox"
        {...props}
        defaultChecked={defaultChecked}
        className="h-4 w-4 shrink-0 accent-primary"
      />
      {label}
    </label>
  );
}
