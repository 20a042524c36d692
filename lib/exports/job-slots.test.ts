import { describe, expect, it } from "vitest";
import { createJobSlots } from "./job-slots";

describe("createJobSlots", () => {
  it("starts a waiting job beside a long one, up to the limit", async () => {
    const queue = ["long", "short", "third"];
    // Each job runs until the test ends it.
    const running = new Map<string, () => void>();
    const slots = createJobSlots(2, () => {});
    const claim = async () => queue.shift() ?? null;
    const run = (job: string) => {
      return new Promise<void>((end) => {
        running.set(job, end);
      });
    };

    expect(await slots.fill(claim, run)).toBe(2);
    expect([...running.keys()]).toEqual(["long", "short"]);
    expect(queue).toEqual(["third"]);

    running.get("short")?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slots.active).toBe(1);
    expect(await slots.fill(claim, run)).toBe(1);
    expect([...running.keys()]).toEqual(["long", "short", "third"]);
    expect(slots.active).toBe(2);
  });

  it("frees the slot of a job that throws and hands the error on", async () => {
    const errors: unknown[] = [];
    const slots = createJobSlots(1, (error) => errors.push(error));
    const queue = ["failing"];
    await slots.fill(
      async () => queue.shift() ?? null,
      async () => {
        throw new Error("provider down");
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slots.active).toBe(0);
    expect(errors).toEqual([new Error("provider down")]);
  });
});
