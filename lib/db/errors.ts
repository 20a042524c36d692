// Prisma wraps driver errors in several ways (a Prisma code, a driver-adapter kind with the driver's code as
// `originalCode`, or the driver's error itself as a cause), so every test here looks at the whole chain.

/** Two transactions' writes could not both commit as if one ran after the other; run the whole transaction again. */
const SERIALIZATION_PRISMA_CODES = new Set(["P2034"]);
const SERIALIZATION_KINDS = new Set(["TransactionWriteConflict"]);
// PostgreSQL: serialization_failure, deadlock_detected. SQLite: a deferred transaction read an older snapshot
// than the commit it would write after (WAL), which waiting cannot cure.
const SERIALIZATION_CODES = new Set(["40001", "40P01", "SQLITE_BUSY_SNAPSHOT"]);

/**
 * A lock was not granted in time: PostgreSQL's lock_timeout or NOWAIT, SQLite's busy timeout (BUSY: another
 * connection writes; LOCKED: another statement of the same connection holds the table).
 */
const LOCK_TIMEOUT_CODES = new Set(["55P03"]);
const SQLITE_BUSY = /^SQLITE_(BUSY(?!_SNAPSHOT)|LOCKED)/;

// Errors that mean "the database cannot commit right now" (the provider should retry later: 503), as opposed
// to anything else, which is a bug or bad data (500): the two above, and Prisma codes, driver-adapter kinds,
// SQLite and PostgreSQL codes and socket errors of a database that cannot be reached or is overloaded.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1011", "P1017", "P2024", "P2028"]);
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "AuthenticationFailed",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
]);
const SQLITE_CODE = /^SQLITE_(READONLY|IOERR|CANTOPEN|FULL|NOMEM|PROTOCOL)/;
// PostgreSQL SQLSTATE classes 08 (connection), 53 (resources), 57 (operator intervention), 40 (rollback).
const POSTGRES_STATE = /^(08|53|57|40)[0-9A-Z]{3}$/;
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
]);
const MESSAGE =
  /cannot open database|unable to open database|connection terminated|timeout exceeded when trying to connect|can't reach database server/i;

function links(error: unknown): unknown[] {
  const seen: unknown[] = [];
  const queue = [error];
  while (queue.length > 0 && seen.length < 10) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.includes(current)) continue;
    seen.push(current);
    const record = current as Record<string, unknown>;
    const meta = record.meta as Record<string, unknown> | undefined;
    queue.push(
      record.cause,
      meta?.driverAdapterError,
      (meta?.driverAdapterError as { cause?: unknown })?.cause,
    );
  }
  return seen;
}

interface Link {
  code: string;
  /** The driver's own code kept by a driver adapter that mapped it to a kind. */
  originalCode: string;
  kind: string;
  name: string;
  message: string;
}

function fields(link: unknown): Link {
  const record = link as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : "");
  return {
    code: text("code"),
    originalCode: text("originalCode"),
    kind: text("kind"),
    name: text("name"),
    message: text("message"),
  };
}

const someLink = (error: unknown, test: (link: Link) => boolean) => links(error).map(fields).some(test);

/** A transaction lost a write conflict with a concurrent one (PostgreSQL 40001/40P01, SQLite's stale snapshot). */
export function isSerializationFailure(error: unknown): boolean {
  return someLink(
    error,
    (link) =>
      SERIALIZATION_PRISMA_CODES.has(link.code) ||
      SERIALIZATION_KINDS.has(link.kind) ||
      SERIALIZATION_CODES.has(link.code) ||
      SERIALIZATION_CODES.has(link.originalCode),
  );
}

/** A lock was not granted in time (PostgreSQL 55P03 from lock_timeout or NOWAIT, SQLite BUSY after its timeout). */
export function isLockTimeout(error: unknown): boolean {
  // SQLite words a stale snapshot "database is locked" too.
  if (isSerializationFailure(error)) return false;
  return someLink(
    error,
    (link) =>
      LOCK_TIMEOUT_CODES.has(link.code) ||
      LOCK_TIMEOUT_CODES.has(link.originalCode) ||
      SQLITE_BUSY.test(link.code) ||
      SQLITE_BUSY.test(link.originalCode) ||
      /database is locked/i.test(link.message),
  );
}

/** The database cannot answer or commit right now: worth a retry later (503), unlike a bug or bad data (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isSerializationFailure(error) || isLockTimeout(error)) return true;
  return someLink(
    error,
    ({ code, kind, name, message }) =>
      name === "PrismaClientInitializationError" ||
      PRISMA_CODES.has(code) ||
      ADAPTER_KINDS.has(kind) ||
      (kind === "postgres" && POSTGRES_STATE.test(code)) ||
      SQLITE_CODE.test(code) ||
      SOCKET_CODES.has(code) ||
      MESSAGE.test(message),
  );
}

/** A unique-key violation: a concurrent writer (another instance, another delivery) committed the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return someLink(error, (link) => link.code === "P2002" || link.kind === "UniqueConstraintViolation");
}
