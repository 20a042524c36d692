"use client";
import { useRouter } from "next/navigation";

/**
 * Props that make a bar (or a line's active dot) a link: clicking it opens the address its data point names.
 * recharts hands the clicked element its data point as `payload`.
 */
export function useChartLink() {
  const router = useRouter();
  return <Point>(href: (point: Point) => string) => ({
    cursor: "pointer",
    onClick: (entry: unknown) => {
      const point = (entry as { payload?: Point }).payload;
      if (point) router.push(href(point));
    },
  });
}
