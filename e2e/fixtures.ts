import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";

/**
 * Every spec's `test`: it fails a test during which any page threw an uncaught error, or logged a console
 * error the test did not declare with `pageErrors.expect(pattern)` (a 403 or 404 the test causes on purpose,
 * say). Pages of contexts the test opens itself (`browser.newContext()`) are watched too.
 */
export type PageErrors = {
  /** Declares a console error this test causes on purpose; matched against the message's text. */
  expect(pattern: RegExp): void;
};

type Fixtures = { pageErrors: PageErrors };

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ context, browser }, use) => {
      const expected: RegExp[] = [];
      const problems: string[] = [];
      const where = (page: Page) => page.url() || "about:blank";
      const watchPage = (page: Page) => {
        page.on("pageerror", (error) => problems.push(`uncaught error on ${where(page)}: ${error.message}`));
        page.on("console", (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          const text = message.text();
          if (expected.some((pattern) => pattern.test(text))) return;
          problems.push(`console error on ${where(page)}: ${text}`);
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
        await use({ expect: (pattern) => expected.push(pattern) });
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, "page errors and unexpected console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
