// Adds up the JSON reports of every runner into one closing line: "Total: N passed, N failed". Above it, each
// failed test by name with the first line of its error, and each e2e test that passed only on its retry, so
// the end of a long run says what went wrong without the whole log.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const dir = process.argv[2] ?? "reports";
const firstLine = (text = "") =>
  stripVTControlCharacters(text)
    .split("\n")
    .find((line) => line.trim()) ?? "";

/** Vitest: failed tests of a JSON report. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => ({
        name: `${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
        error: firstLine(test.failureMessages?.[0]),
      })),
  );
}

/** Playwright: failed and flaky tests of a JSON report, walking its nested suites. */
function playwrightOutcomes(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const failure = test.results?.find(
          (result) => result.status !== "passed" && result.status !== "skipped",
        );
        found.push({
          name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`,
          error: firstLine(failure?.error?.message),
          flaky: test.status === "flaky",
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const notes = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const lane = file.replace(".json", "");
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  const playwright = Boolean(report.stats);
  const counts = playwright
    ? {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
      }
    : {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      };
  const outcomes = playwright ? playwrightOutcomes(report) : vitestFailures(report);
  for (const outcome of outcomes) {
    notes.push(
      `${outcome.flaky ? "flaky " : "FAILED"} ${lane}: ${outcome.name}${outcome.error ? `\n         ${outcome.error}` : ""}`,
    );
  }
  lines.push(`${lane.padEnd(22)} ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
for (const note of notes) console.info(note);
for (const line of lines) console.info(line);
console.info(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
