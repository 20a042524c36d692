import { afterEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "./with-timeout";

describe("withTimeout", () => {
  afterEach(() => vi.useRealTimers());

  it("gives the work's result when it settles in time", async () => {
    await expect(withTimeout(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error("refused")), 1_000)).rejects.toThrow("refused");
  });

  it("rejects, naming the work, once the time has passed", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const bounded = withTimeout(never, 60_000, "axe on /exports");
    const settled = expect(bounded).rejects.toThrow("axe on /exports timed out after 60000 ms");
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
  });
});
