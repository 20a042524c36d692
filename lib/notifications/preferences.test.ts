import { describe, expect, it } from "vitest";
import { notificationChoicesSchema } from "@/lib/users/schemas";
import { topicsFor } from "./preferences";

describe("the topics a person may choose", () => {
  it("are those their roles allow", () => {
    expect(topicsFor(["agent"])).toEqual(["jobs", "security"]);
    expect(topicsFor(["manager"])).toEqual(["compliance.digest", "jobs", "security"]);
    expect(topicsFor(["admin"])).toEqual(["operations", "compliance.digest", "jobs", "security"]);
  });
});

describe("the notification choices form's input", () => {
  it("takes a cadence only for a shown topic that has cadences, once, among its cadences", () => {
    const parse = (form: object) => notificationChoicesSchema.safeParse(form).success;
    expect(parse({ shown: "compliance.digest", cadence: "compliance.digest:daily" })).toBe(true);
    expect(parse({ shown: "jobs", on: "jobs", cadence: "jobs:daily" })).toBe(false);
    expect(parse({ shown: "jobs", cadence: "compliance.digest:daily" })).toBe(false);
    expect(parse({ shown: "compliance.digest", cadence: "compliance.digest:weekly" })).toBe(false);
    expect(
      parse({ shown: "compliance.digest", cadence: ["compliance.digest:daily", "compliance.digest:hourly"] }),
    ).toBe(false);
    expect(parse({ shown: "jobs", on: "compliance.digest" })).toBe(false);
    expect(parse({ shown: ["jobs", "nothing"] })).toBe(false);
    expect(parse({ shown: "jobs", cadence: "x".repeat(61) })).toBe(false);
  });
});
