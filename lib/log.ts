type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

// Field names whose values never reach a log line, whatever a caller passes.
const SECRET_FIELD = /pass|secret|token|authorization|signature|cookie|key|maiden|mother|url|image/i;

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (SECRET_FIELD.test(name)) return [name, "[redacted]"];
      if (value instanceof Error) return [name, { name: value.name, message: value.message }];
      return [name, value];
    }),
  );
}

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  const threshold = ORDER[(process.env.LOG_LEVEL as Level) ?? "info"] ?? ORDER.info;
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ at: new Date().toISOString(), level, event, ...redact(fields) });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}

/** Structured one-line JSON logs; pass identifiers and outcomes, never payloads. */
export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
