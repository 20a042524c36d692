import { afterAll, beforeAll, beforeEach } from "vitest";
import type { RunningSandbox } from "./server";
import { resetSandbox, startTestSandbox } from "./testing";

/**
 * A sandbox for the calling test file: started before its first test and closed after its last; with `reset`
 * (the default) also set back to its initial state before each test. The returned function gives the running
 * sandbox inside tests and hooks.
 */
export function testSandbox({ reset = true }: { reset?: boolean } = {}): () => RunningSandbox {
  let sandbox: RunningSandbox | undefined;
  const running = () => {
    if (!sandbox) throw new Error("the test sandbox runs only inside tests and hooks");
    return sandbox;
  };
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  if (reset) beforeEach(() => resetSandbox(running()));
  return running;
}
