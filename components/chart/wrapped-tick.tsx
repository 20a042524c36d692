import { AXIS_TICK } from "./theme";
import { wrapLabel } from "./wrap-label";

/** What recharts hands a custom tick. */
interface TickProps {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
}

const LINE_EM = 1.2;
/** The baseline offset that centres one line of text on the tick (recharts' own for a middle-aligned label). */
const MIDDLE_EM = 0.355;

/**
 * A category label beside a horizontal bar, wrapped onto `maxLines` lines within `maxChars` characters and
 * shortened with "…" beyond; the whole text on hover (its SVG title), so no label is cut without a way to
 * read it.
 */
export function WrappedTick({
  x = 0,
  y = 0,
  payload,
  maxChars,
  maxLines,
}: TickProps & { maxChars: number; maxLines: number }) {
  const text = String(payload?.value ?? "");
  const { lines } = wrapLabel(text, maxChars, maxLines);
  const firstDy = MIDDLE_EM - ((lines.length - 1) * LINE_EM) / 2;
  return (
    <text x={x} y={y} textAnchor="end" fill={AXIS_TICK.fill} fontSize={AXIS_TICK.fontSize} data-label={text}>
      <title>{text}</title>
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={`${index === 0 ? firstDy : LINE_EM}em`}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
