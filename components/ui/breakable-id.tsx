import { Fragment } from "react";
import { cn } from "@/lib/ui/cn";

// Where an identifier may wrap: after its separators, never inside a run of letters and digits.
const AFTER_SEPARATOR = /(?<=[-_:./@=])/;

/** An identifier that wraps only at its separators, whole on hover (or `title` there, when given). */
export function BreakableId({
  value,
  title,
  className,
}: {
  value: string;
  title?: string;
  className?: string;
}) {
  const parts = value.split(AFTER_SEPARATOR);
  return (
    <span
      title={title ?? value}
      className={cn("font-mono [overflow-wrap:normal] [word-break:normal]", className)}
    >
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
