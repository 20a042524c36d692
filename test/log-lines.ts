import { vi } from "vitest";

/**
 * Listens to what lib/log.ts writes (JSON lines on stdout) from now on, keeping it off the test output.
 * `lines()` parses each line; `restore()` stops listening.
 */
export function captureLogLines() {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  });
  return {
    text: () => written.join(""),
    lines: () =>
      written
        .join("")
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spy.mockRestore(),
  };
}
