import { describe, expect, it } from "vitest";
import { addCapped } from "./capped-count";

describe("addCapped", () => {
  it("adds exact parts while the sum stays within the cap", () => {
    expect(
      addCapped(
        [
          { count: 400, more: false },
          { count: 600, more: false },
        ],
        1_000,
      ),
    ).toEqual({
      count: 1_000,
      more: false,
    });
    expect(addCapped([], 1_000)).toEqual({ count: 0, more: false });
  });

  it("says more than the cap when the sum passes it or a part already did", () => {
    expect(
      addCapped(
        [
          { count: 600, more: false },
          { count: 401, more: false },
        ],
        1_000,
      ),
    ).toEqual({
      count: 1_000,
      more: true,
    });
    expect(
      addCapped(
        [
          { count: 1_000, more: true },
          { count: 0, more: false },
        ],
        1_000,
      ),
    ).toEqual({
      count: 1_000,
      more: true,
    });
  });
});
