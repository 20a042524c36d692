// Errors that mean "the database cannot commit right now" (the provider should retry later: 503), as opposed
// to anything else, which is a bug or bad data (500). Prisma wraps driver errors in several ways, so the whole
// chain is looked at: Prisma codes, driver-adapter kinds, SQLite and PostgreSQL codes, socket errors.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1011", "P1017", "P2024", "P2028", "P2034"]);
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "AuthenticationFailed",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionWriteConflict",
  "TlsConnectionError",
]);
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|READONLY|IOERR|CANTOPEN|FULL|NOMEM|PROTOCOL)/;
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
  /cannot open database|unable to open database|database is locked|connection terminated|timeout exceeded when trying to connect|can't reach database server/i;

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

export function isDatabaseUnavailable(error: unknown): boolean {
  return links(error).some((link) => {
    const record = link as Record<string, unknown>;
    const code = typeof record.code === "string" ? record.code : "";
    const kind = typeof record.kind === "string" ? record.kind : "";
    const name = typeof record.name === "string" ? record.name : "";
    const message = typeof record.message === "string" ? record.message : "";
    return (
      name === "PrismaClientInitializationError" ||
      PRISMA_CODES.has(code) ||
      ADAPTER_KINDS.has(kind) ||
      (kind === "postgres" && POSTGRES_STATE.test(code)) ||
      SQLITE_CODE.test(code) ||
      SOCKET_CODES.has(code) ||
      MESSAGE.test(message)
    );
  });
}

/** A unique-key violation: a concurrent writer (another instance, another delivery) committed the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return links(error).some((link) => {
    const record = link as Record<string, unknown>;
    return record.code === "P2002" || record.kind === "UniqueConstraintViolation";
  });
}
