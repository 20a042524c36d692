import { describe, expect, it } from "vitest";
import {
  isDatabaseUnavailable,
  isLockTimeout,
  isSerializationFailure,
  isUniqueViolation,
} from "@/lib/db/errors";

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

// As Prisma 6.19 and its driver adapters raise them (errors.int.test.ts provokes each on its database).
const adapterError = (code: string, cause: object) =>
  prismaError(code, { modelName: "User", driverAdapterError: { name: "DriverAdapterError", cause } });
const RAISED = {
  postgresUnique: adapterError("P2002", {
    originalCode: "23505",
    kind: "UniqueConstraintViolation",
    constraint: { fields: ["email"] },
  }),
  postgresSerialization: adapterError("P2034", { originalCode: "40001", kind: "TransactionWriteConflict" }),
  postgresDeadlock: adapterError("P2010", { originalCode: "40P01", kind: "postgres", code: "40P01" }),
  // A lock_timeout inside an interactive transaction reaches the caller as the adapter's error itself.
  postgresLockTimeout: Object.assign(new Error("canceling statement due to lock timeout"), {
    name: "DriverAdapterError",
    cause: {
      originalCode: "55P03",
      kind: "postgres",
      code: "55P03",
      message: "canceling statement due to lock timeout",
    },
  }),
  sqliteUnique: adapterError("P2002", {
    originalCode: "SQLITE_CONSTRAINT_UNIQUE",
    kind: "UniqueConstraintViolation",
  }),
  // A deferred transaction that read before another connection's commit, then wrote.
  sqliteStaleSnapshot: Object.assign(prismaError("SQLITE_BUSY_SNAPSHOT", { modelName: "User" }), {
    message: "database is locked",
  }),
  // Prisma's SQLite adapter after its busy timeout; the driver's own error (the callback store's connection).
  sqliteBusyThroughPrisma: adapterError("P2010", { originalCode: "SQLITE_BUSY", kind: "SocketTimeout" }),
  sqliteBusy: Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
  sqliteTableLocked: Object.assign(new Error("database table is locked"), { code: "SQLITE_LOCKED" }),
};

describe("the classes of a conflict", () => {
  const classes = (error: unknown) => ({
    unique: isUniqueViolation(error),
    serialization: isSerializationFailure(error),
    lockTimeout: isLockTimeout(error),
    unavailable: isDatabaseUnavailable(error),
  });
  const only = (name: "unique" | "serialization" | "lockTimeout") => ({
    unique: name === "unique",
    serialization: name === "serialization",
    lockTimeout: name === "lockTimeout",
    unavailable: name !== "unique",
  });

  it("a unique violation is neither a conflict to retry nor an unavailable database", () => {
    expect(classes(RAISED.postgresUnique)).toEqual(only("unique"));
    expect(classes(RAISED.sqliteUnique)).toEqual(only("unique"));
  });

  it("a lost write conflict or deadlock is a serialization failure, which a retry later may pass", () => {
    expect(classes(RAISED.postgresSerialization)).toEqual(only("serialization"));
    expect(classes(RAISED.postgresDeadlock)).toEqual(only("serialization"));
    expect(classes(RAISED.sqliteStaleSnapshot)).toEqual(only("serialization"));
  });

  it("a lock not granted in time is a lock timeout", () => {
    expect(classes(RAISED.postgresLockTimeout)).toEqual(only("lockTimeout"));
    expect(classes(RAISED.sqliteBusyThroughPrisma)).toEqual(only("lockTimeout"));
    expect(classes(RAISED.sqliteBusy)).toEqual(only("lockTimeout"));
    expect(classes(RAISED.sqliteTableLocked)).toEqual(only("lockTimeout"));
  });

  it("other errors are none of them", () => {
    for (const error of [new Error("a bug"), prismaError("P2025"), prismaError("P1001")]) {
      expect(isSerializationFailure(error) || isLockTimeout(error) || isUniqueViolation(error)).toBe(false);
    }
  });
});
