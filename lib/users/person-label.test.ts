import { describe, expect, it } from "vitest";
import { personLabel } from "./person-label";

describe("personLabel", () => {
  it("tells apart people named alike by their email", () => {
    const labels = ["acc1@example.test", "acc2@example.test", "acc3@example.test"].map((email) =>
      personLabel({ name: "Acc Reviewer", email }),
    );
    expect(new Set(labels).size).toBe(3);
    expect(labels[0]).toBe("Acc Reviewer (acc1@example.test)");
  });
});
