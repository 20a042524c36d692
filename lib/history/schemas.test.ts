import { describe, expect, it } from "vitest";
import { historyPageInputSchema } from "./schemas";

const problems = (input: Record<string, unknown>) => {
  const parsed = historyPageInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
};

describe("historyPageInputSchema", () => {
  it("accepts a user id and a seqId, trimming what was pasted", () => {
    expect(historyPageInputSchema.parse({ userId: "  user-0042 ", seqId: "318" })).toEqual({
      userId: "user-0042",
      seqId: 318,
    });
  });

  it("refuses a missing, long or spaced user id with a reason", () => {
    expect(problems({ userId: " ", seqId: 0 })).toEqual(["userId:required"]);
    expect(problems({ userId: "u".repeat(65), seqId: 0 })).toEqual(["userId:too_long"]);
    expect(problems({ userId: "user 42", seqId: 0 })).toEqual(["userId:history_user_id_invalid"]);
    expect(problems({ seqId: 0 })).toEqual(["userId:required"]);
  });

  it("refuses a negative or fractional seqId", () => {
    expect(problems({ userId: "u", seqId: -1 })).toHaveLength(1);
    expect(problems({ userId: "u", seqId: 1.5 })).toEqual(["seqId:number_invalid"]);
  });
});
