/** One place for what the e2e server and the tests must agree on. Test-only values, never used elsewhere. */
const port = Number(process.env.E2E_PORT ?? 3100);

export const E2E = {
  baseURL: `http://127.0.0.1:${port}`,
  password: "e2e-password-long-enough",
  users: {
    admin: "admin@e2e.test",
    agent: "agent@e2e.test",
    compliance: "compliance@e2e.test",
    manager: "manager@e2e.test",
  },
  serverEnv: {
    PORT: String(port),
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "file:./data/e2e.db",
    AUTH_SECRET: "e2e-auth-secret-e2e-auth-secret-0123456789",
    ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
    E2E_PASSWORD: "e2e-password-long-enough",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
  },
} as const;
