import type { ComponentProps, ComponentType } from "react";
import { Button } from "./button";

/** A button that shows only an icon: its label is what screen readers announce and what hovering shows. */
export function IconButton({
  icon: Icon,
  label,
  ...props
}: Omit<ComponentProps<typeof Button>, "children" | "size"> & {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  label: string;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} {...props}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
