import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";

/**
 * Every spec's `test`: it fails a test during which any page threw an uncaught error or crashed, or logged a
 * console error the test did not declare with `pageErrors.expect(pattern)` (a 403 or 404 the test causes on
 * purpose, say). Pages of contexts the test opens itself (`browser.newContext()`) are watched too. A declared
 * error that never came fails the test as well: a declaration allows only what its test still causes.
 */
export type PageErrors = {
  /**
   * Declares a console error this test causes on purpose, matched against the message's text followed by
   * ` at <address>` (the resource or script it is about: Chromium's "Failed to load resource" names no address
   * in its text), so a pattern can name the very resource.
   */
  expect(pattern: RegExp): void;
};

type Fixtures = { pageErrors: PageErrors };

/** A console message as the patterns see it: its text and the address it is about. */
function consoleText(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} at ${url}` : message.text();
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ context, browser }, use) => {
      const expected = new Map<RegExp, number>();
      const problems: string[] = [];
      const where = (page: Page) => page.url() || "about:blank";
      const watchPage = (page: Page) => {
        page.on("pageerror", (error) => problems.push(`uncaught error on ${where(page)}: ${error.message}`));
        page.on("crash", () => problems.push(`page crashed: ${where(page)}`));
        page.on("console", (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          const text = consoleText(message);
          const pattern = [...expected.keys()].find((candidate) => candidate.test(text));
          if (pattern) expected.set(pattern, (expected.get(pattern) ?? 0) + 1);
          else problems.push(`console error on ${where(page)}: ${text}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page);
        watched.on("page", watchPage);
      };
      watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watchContext(opened);
        return opened;
      };
      try {
        await use({ expect: (pattern) => expected.set(pattern, 0) });
      } finally {
        browser.newContext = newContext;
      }
      for (const [pattern, count] of expected)
        if (count === 0) problems.push(`declared with pageErrors.expect but never logged: ${pattern}`);
      expect(problems, "page errors and unexpected console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
