import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Every label of the chart's vertical axes lies whole inside the chart's drawing, none cut at its edge (as
 * "10000" once showed as "0000"), and there is at least one.
 */
export async function expectAxisLabelsWhole(chart: Locator) {
  const svg = chart.locator(".recharts-wrapper > svg.recharts-surface");
  await expect(svg).toBeVisible();
  const labels = chart.locator(".recharts-yAxis-tick-labels text");
  await expect(labels.first()).toBeVisible();
  const frame = await svg.boundingBox();
  if (!frame) throw new Error("the chart has no box");
  const boxes = await labels.evaluateAll((texts) =>
    texts.map((text) => {
      const box = text.getBoundingClientRect();
      return { text: text.textContent ?? "", left: box.left, right: box.right };
    }),
  );
  for (const box of boxes) {
    expect(box.left, `"${box.text}" starts inside the chart`).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.right, `"${box.text}" ends inside the chart`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  }
}
