import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { E2E } from "./env";

/**
 * Every spec's `test`: it fails a test during which any page threw an uncaught error or crashed, or logged a
 * console error the test did not declare with `pageErrors.expect(pattern)` (a 403 or 404 the test causes on
 * purpose, say). Pages of contexts the test opens itself (`browser.newContext()`) are watched too.
 */
export type PageErrors = {
  /**
   * Declares a console error this test causes on purpose, matched against the message's text followed by
   * ` at <address>` (the resource or script it is about: Chromium's "Failed to load resource" names no address
   * in its text), so a pattern can name the very resource (`failedLoad`).
   */
  expect(pattern: RegExp): void;
};

type Fixtures = { pageErrors: PageErrors };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The console error Chromium logs when the app answers a request of the page (the document, an image, a
 * fetch) with `status`: the only one a test may cause on purpose, declared with `pageErrors.expect`. `path` is
 * the app's path as requested, or a RegExp for one with a variable part (an id).
 */
export function failedLoad(status: number, path: string | RegExp): RegExp {
  const address = typeof path === "string" ? escapeRegExp(path) : path.source;
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) at ${escapeRegExp(E2E.baseURL)}${address}$`,
  );
}

/** A console message as the patterns see it: its text and the address it is about. */
function consoleText(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} at ${url}` : message.text();
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ context, browser }, use) => {
      const expected: RegExp[] = [];
      const problems: string[] = [];
      const where = (page: Page) => page.url() || "about:blank";
      const watchPage = (page: Page) => {
        page.on("pageerror", (error) => problems.push(`uncaught error on ${where(page)}: ${error.message}`));
        page.on("crash", () => problems.push(`page crashed: ${where(page)}`));
        page.on("console", (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          const text = consoleText(message);
          if (!expected.some((pattern) => pattern.test(text)))
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
