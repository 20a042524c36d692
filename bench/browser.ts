import { chromium } from "@playwright/test";
import playwrightConfig from "../playwright.config";

/**
 * The browser of the benches that time what a person sees: Debian's chromium itself, not the headless shell the
 * e2e tests run in (`BENCH_CHROMIUM_PATH` for another), with the e2e tests' flags (no calls to Google's hosts).
 */
export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: playwrightConfig.use?.launchOptions?.args,
  });
}
