import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./periodic";

let runs = 0;
function uniqueName(): string {
  runs += 1;
  return `test-${runs}`;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startPeriodic", () => {
  it("runs at once and then every period, once per name however often it is started", async () => {
    const task = vi.fn(async () => {});
    const id = uniqueName();
    startPeriodic(id, task, { everyMs: 1_000, onError: () => {} });
    startPeriodic(id, task, { everyMs: 1_000, onError: () => {} });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it("waits for the first run when asked to", async () => {
    const task = vi.fn(async () => {});
    startPeriodic(uniqueName(), task, { everyMs: 1_000, firstAfterMs: 5_000, onError: () => {} });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("skips a tick while the last run is busy, and reports a failure without stopping", async () => {
    let finish: () => void = () => {};
    const task = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      )
      .mockRejectedValueOnce(new Error("database down"))
      .mockResolvedValue(undefined);
    const onError = vi.fn();
    startPeriodic(uniqueName(), task, { everyMs: 1_000, onError });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(new Error("database down"));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
