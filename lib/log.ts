import pino, { type Logger } from "pino";
import { currentRequestContext } from "./request-context";

type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, unknown>;

const LEVELS: readonly Level[] = ["debug", "info", "warn", "error"];
export const REDACTED = "[redacted]";

// Field names whose values never reach a log line, wherever they sit (pino's redaction paths, at the top and
// two levels down: `headers.authorization`, `settings.clientSecret`, …).
const SECRET_FIELDS = [
  "password",
  "passwordHash",
  "secret",
  "clientSecret",
  "token",
  "accessToken",
  "access_token",
  "callbackToken",
  "authorization",
  "Authorization",
  "cookie",
  "Cookie",
  "set-cookie",
  "signature",
  "Signature",
  "key",
  "x-callback-token",
  "motherMaidenName",
  "identificationCardImageUrl",
  "selfieImageUrl",
  "url",
  "rawBody",
  "piiSealed",
];
export const REDACT_PATHS = SECRET_FIELDS.flatMap((name) => {
  const field = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
  const nested = field.startsWith("[") ? field : `.${field}`;
  return [field, `*${nested}`, `*.*${nested}`];
});

// A name the list above misses is still caught if it looks like a secret ("apiKey", "newPassword", …).
const SECRET_LOOKING = /pass|secret|token|authorization|signature|cookie|key|maiden|mother|url|image/i;

/** Secret-looking fields redacted at any depth; errors reduced to their class, message and code. */
function scrub(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return { name: value.name, message: value.message, ...(typeof code === "string" ? { code } : {}) };
  }
  if (value === null || typeof value !== "object" || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      SECRET_LOOKING.test(name) ? REDACTED : scrub(field, depth + 1),
    ]),
  );
}

function levelFromEnv(): Level {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return wanted && LEVELS.includes(wanted) ? wanted : "info";
}

function createRoot(): Logger {
  return pino(
    {
      level: levelFromEnv(),
      messageKey: "event",
      base: undefined,
      timestamp: () => `,"at":"${new Date().toISOString()}"`,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrub(fields) as Fields,
      },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    // Looked up at each line (not bound once), so a test can listen on process.stdout.
    { write: (line: string) => process.stdout.write(line) },
  );
}

let root: Logger | undefined;

/** The logger for the code running now: the request's child logger (with its id) inside a request. */
function current(): Logger {
  root ??= createRoot();
  const context = currentRequestContext();
  if (!context) return root;
  context.logger ??= root.child({ requestId: context.requestId });
  return context.logger as Logger;
}

/**
 * Structured logs, one JSON line per event on stdout (pino): `at`, `level`, `event`, the fields, and inside a
 * request its `requestId`. Pass identifiers and outcomes, never payloads; secret-looking fields are redacted.
 */
export const log = {
  debug: (event: string, fields: Fields = {}) => current().debug(fields, event),
  info: (event: string, fields: Fields = {}) => current().info(fields, event),
  warn: (event: string, fields: Fields = {}) => current().warn(fields, event),
  error: (event: string, fields: Fields = {}) => current().error(fields, event),
};
