import { execFileSync } from "node:child_process";
import { E2E } from "./env";

function runMark(args: string[]): void {
  execFileSync("npx", ["tsx", "--conditions=react-server", "e2e/mark-not-found.ts", ...args], {
    env: { ...process.env, ...E2E.serverEnv },
    stdio: "ignore",
  });
}

/**
 * Marks the sandbox's answer for an unknown transaction (body status 404) as meaning "not found" in the code
 * dictionary, as an admin would (e2e/lookup.spec.ts does it through the page): without the mark the app shows
 * that answer as an error, received as it is (docs/design/provider-client.md).
 */
export const markSandboxNotFound = () => runMark([]);

/** Takes the mark off: the sandbox's answer for an unknown transaction is an error shown as received. */
export const unmarkSandboxNotFound = () => runMark(["--remove"]);
