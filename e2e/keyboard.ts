import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a person without a mouse would. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} was not reached with ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/**
 * The focused element shows where the focus is: a solid outline at least 2px wide (on `ring`, when the
 * element drawing it is another one, as for a visually hidden radio and its label), shown for keyboard focus.
 */
export async function expectFocusRing(focused: Locator, ring: Locator = focused) {
  await expect(focused).toBeFocused();
  expect(await focused.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
  const outline = await ring.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style, `${ring} has no focus outline`).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}
