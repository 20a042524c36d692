import { useFormatter } from "next-intl";

/** A moment, to the second, in the reader's locale and zone, marked up as a machine-readable `<time>`. */
export function Instant({ at }: { at: Date | string }) {
  const format = useFormatter();
  const date = typeof at === "string" ? new Date(at) : at;
  return (
    <time dateTime={date.toISOString()}>
      {format.dateTime(date, { dateStyle: "medium", timeStyle: "medium" })}
    </time>
  );
}
