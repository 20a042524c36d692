import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// WCAG 2.1 A and AA, every rule axe-core has for them: none is disabled, no element is left out.
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * What axe-core finds against WCAG 2.1 AA on the page as it is now. In axe's legacy mode (`axe.run` in the
 * page): the default mode finishes every scan in a blank page it opens and closes, half of each scan's time,
 * for the sake of frames from other origins, which this app never shows.
 */
export async function wcagViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode().analyze();
  return violations;
}
