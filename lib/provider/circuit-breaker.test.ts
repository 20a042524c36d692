import { describe, expect, it } from "vitest";
import { CircuitBreaker, CircuitBreakerRegistry } from "./circuit-breaker";

class Failure extends Error {}
const isFailure = (error: unknown) => error instanceof Failure;
const fastFail = () => new Error("fast fail");

function setup() {
  let time = 0;
  const breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 1000, now: () => time });
  const fail = () => breaker.run(() => Promise.reject(new Failure()), isFailure, fastFail);
  const succeed = () => breaker.run(() => Promise.resolve("ok"), isFailure, fastFail);
  return { breaker, fail, succeed, advance: (ms: number) => (time += ms) };
}

describe("CircuitBreaker", () => {
  it("opens after the threshold of consecutive failures and then fails fast", async () => {
    const { breaker, fail } = setup();
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toBeInstanceOf(Failure);
    expect(breaker.state).toBe("open");
    let called = false;
    await expect(
      breaker.run(
        async () => {
          called = true;
        },
        isFailure,
        fastFail,
      ),
    ).rejects.toThrow("fast fail");
    expect(called).toBe(false);
  });

  it("counts only consecutive failures", async () => {
    const { breaker, fail, succeed } = setup();
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    await succeed();
    await expect(fail()).rejects.toThrow();
    expect(breaker.state).toBe("closed");
  });

  it("does not count errors that are not failures of the host", async () => {
    const { breaker } = setup();
    for (let i = 0; i < 5; i++) {
      await expect(breaker.run(() => Promise.reject(new Error("4xx")), isFailure, fastFail)).rejects.toThrow(
        "4xx",
      );
    }
    expect(breaker.state).toBe("closed");
  });

  it("lets one trial through after the cool-down; success closes it", async () => {
    const { breaker, fail, advance } = setup();
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toThrow();
    advance(1000);
    expect(breaker.state).toBe("half-open");
    let release: (value: string) => void = () => {};
    const trial = breaker.run(
      () => new Promise<string>((resolve) => (release = resolve)),
      isFailure,
      fastFail,
    );
    await expect(breaker.run(() => Promise.resolve("second"), isFailure, fastFail)).rejects.toThrow(
      "fast fail",
    );
    release("ok");
    await expect(trial).resolves.toBe("ok");
    expect(breaker.state).toBe("closed");
  });

  it("re-opens when the trial fails", async () => {
    const { breaker, fail, advance } = setup();
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toThrow();
    advance(1000);
    await expect(fail()).rejects.toBeInstanceOf(Failure);
    expect(breaker.state).toBe("open");
    advance(999);
    expect(breaker.state).toBe("open");
    advance(1);
    expect(breaker.state).toBe("half-open");
  });
});

describe("CircuitBreakerRegistry", () => {
  it("keeps one breaker per host", () => {
    const registry = new CircuitBreakerRegistry({ failureThreshold: 1, cooldownMs: 1, now: () => 0 });
    expect(registry.forHost("a:1")).toBe(registry.forHost("a:1"));
    expect(registry.forHost("a:1")).not.toBe(registry.forHost("b:1"));
  });
});

describe("circuit breaker changes", () => {
  it("tells the registry's listener of each host's creation, opening, trial and closing", async () => {
    let time = 0;
    const changes: string[] = [];
    const registry = new CircuitBreakerRegistry({
      failureThreshold: 2,
      cooldownMs: 1000,
      now: () => time,
      onChange: (host, state) => changes.push(`${host} ${state}`),
    });
    const breaker = registry.forHost("a:1");
    const fail = () => breaker.run(() => Promise.reject(new Failure()), isFailure, fastFail);
    await expect(fail()).rejects.toThrow();
    expect(changes).toEqual(["a:1 closed"]);
    await expect(fail()).rejects.toThrow();
    expect(changes.at(-1)).toBe("a:1 open");
    expect(registry.states()).toEqual([{ host: "a:1", state: "open" }]);
    time += 1000;
    expect(registry.states()).toEqual([{ host: "a:1", state: "half-open" }]);
    await breaker.run(() => Promise.resolve("ok"), isFailure, fastFail);
    expect(changes).toEqual(["a:1 closed", "a:1 open", "a:1 half-open", "a:1 closed"]);
    // A success while closed is no change.
    await breaker.run(() => Promise.resolve("ok"), isFailure, fastFail);
    expect(changes).toHaveLength(4);
  });
});
