import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { THEMES, type Theme } from "../lib/ui/theme";
import { withTimeout } from "../lib/with-timeout";

// WCAG 2.1 A and AA, every rule axe-core has for them: none is disabled, no element is left out.
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// What one scan may take at most, on two busy cores (one takes about a second). `page.evaluate`, which axe and
// the theme switch run on, has no timeout of its own: a manager's sweep once sat ten minutes with no request
// to the app, until the test's own bound, then passed on its retry in 36 s.
const SCAN_BOUND_MS = 60_000;

/**
 * What axe-core finds against WCAG 2.1 AA on the page as it is now. In axe's legacy mode (`axe.run` in the
 * page): the default mode finishes every scan in a blank page it opens and closes, half of each scan's time,
 * for the sake of frames from other origins, which this app never shows.
 */
export async function wcagViolations(page: Page) {
  const analysis = new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode().analyze();
  const { violations } = await withTimeout(analysis, SCAN_BOUND_MS, `axe on ${page.url()}`);
  return violations;
}

/**
 * Puts the page in `theme` the way the theme switch does (the class on <html>; the device's preference
 * follows), and ends the colours' transitions, so axe reads the colours a person sees once they have run.
 */
export async function showTheme(page: Page, theme: Exclude<Theme, "system">) {
  await page.emulateMedia({ colorScheme: theme });
  const switched = page.evaluate(
    ([chosen, all]) => {
      document.documentElement.classList.remove(...all);
      document.documentElement.classList.add(chosen);
      // Each colour's transition jumps to its end: waited for, one on the exports page never finished (the
      // light theme after the dark one, a run at the project's CI; passed on the retry).
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
      return getComputedStyle(document.documentElement).colorScheme;
    },
    [theme, THEMES] as const,
  );
  const shown = await withTimeout(switched, SCAN_BOUND_MS, `the ${theme} theme on ${page.url()}`);
  // The stylesheet took the theme (each theme's colours declare their colour scheme).
  expect(shown).toBe(theme);
}

/** Fails with every rule broken on the page as it is now, and where. */
export async function expectAccessible(page: Page, where = "") {
  const found = (await wcagViolations(page)).map(
    (v) => `${where}${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found).toEqual([]);
}

/** The page as it is (a dialog open too) in the light theme, then the dark one, then back to light. */
export async function expectAccessibleInBothThemes(page: Page) {
  for (const theme of ["light", "dark"] as const) {
    await showTheme(page, theme);
    await expectAccessible(page, `${theme} `);
  }
  await showTheme(page, "light");
}
