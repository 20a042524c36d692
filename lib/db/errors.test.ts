import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "@/lib/db/errors";

const prismaError = (code: string, meta?: object) =>
  Object.assign(new Error("x"), { name: "PrismaClientKnownRequestError", code, meta });

describe("isDatabaseUnavailable", () => {
  it("recognises an unreachable, busy, locked or conflicting database however it is wrapped", () => {
    const cases = [
      prismaError("P1001"),
      prismaError("P2028"),
      prismaError("P2010", { driverAdapterError: { cause: { kind: "SocketTimeout" } } }),
      prismaError("P2010", { driverAdapterError: { cause: { kind: "postgres", code: "57P01" } } }),
      Object.assign(new Error("disk"), { code: "SQLITE_IOERR_WRITE" }),
      Object.assign(new Error("wrapped"), {
        cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }),
      }),
      new TypeError("Cannot open database because the directory does not exist"),
      Object.assign(new Error("init"), { name: "PrismaClientInitializationError" }),
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it("leaves bugs and bad data to the general error", () => {
    for (const error of [new Error("a bug"), prismaError("P2002"), prismaError("P2025"), null, "text"]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe("isUniqueViolation", () => {
  it("recognises P2002 and the adapter's kind", () => {
    expect(isUniqueViolation(prismaError("P2002"))).toBe(true);
    expect(
      isUniqueViolation(
        prismaError("P2010", { driverAdapterError: { cause: { kind: "UniqueConstraintViolation" } } }),
      ),
    ).toBe(true);
    expect(isUniqueViolation(prismaError("P1001"))).toBe(false);
  });
});
