"use client";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/ui/cn";
import { useRefusals } from "./action-form";
import { useFieldControl } from "./field";
import { useTextTypedBeforeHydration } from "./use-text-typed-before-hydration";

export const fieldClass =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm placeholder:text-muted-foreground disabled:opacity-50 aria-[invalid=true]:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  const control = useFieldControl(props);
  const refusals = useRefusals();
  return (
    <input
      // A password is never kept after a refusal: the field is mounted anew, empty, to be typed again.
      key={props.type === "password" ? refusals : undefined}
      {...props}
      {...control}
      className={cn(fieldClass, className)}
    />
  );
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  const control = useFieldControl(props);
  return <select {...props} {...control} className={cn(fieldClass, "pr-8", className)} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  const control = useFieldControl(props);
  useTextTypedBeforeHydration(control.id, props.value === undefined);
  return <textarea {...props} {...control} className={cn(fieldClass, "h-auto min-h-20 py-2", className)} />;
}

/** A checkbox with its label beside it. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode }) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <input type="checkbox" {...props} className="h-4 w-4 shrink-0 accent-primary" />
      {label}
    </label>
  );
}
