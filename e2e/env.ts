/** One place for what the e2e server and the tests must agree on. Test-only values, never used elsewhere. */
const port = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
// The OpenID provider of the single sign-on tests (scripts/oidc-test-provider.mjs), beside the sandbox.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? sandboxPort + 40);
// The SMTP server and webhook receiver every mail and post of the app goes to (e2e/outbox.ts).
const outboxSmtpPort = sandboxPort + 20;
const outboxWebhookPort = sandboxPort + 30;
const outboxUrl = `http://127.0.0.1:${outboxWebhookPort}`;
const smtpFrom = "back-office@e2e.test";
// How many seconds ahead of the real time the app's calendar jobs run (lib/background/job-clock.ts): one file per
// app server, as each shard has its own.
const jobClockFile = `${process.cwd()}/data/e2e-job-clock-${port}.txt`;
const oidc = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: "e2e-back-office",
  clientSecret: "e2e-oidc-client-secret-0123456789",
  displayName: "E2E Identity",
  // Login at the provider → what it says of the person.
  accounts: {
    "agent@e2e.test": { email: "agent@e2e.test", email_verified: true, name: "Agent", groups: ["staff"] },
    "stranger@e2e.test": { email: "stranger@e2e.test", email_verified: true, name: "Stranger", groups: [] },
    "unverified@e2e.test": { email: "compliance@e2e.test", email_verified: false, name: "Not verified" },
    "sso-disabled@e2e.test": { email: "sso-disabled@e2e.test", email_verified: true, name: "Disabled" },
    // A new person the provider gave the agent's address to (its own subject): e2e/sso.spec.ts.
    "agent-successor@e2e.test": {
      email: "agent@e2e.test",
      email_verified: true,
      name: "Successor",
      groups: ["staff"],
    },
  },
};
// The SQLite lane (e2e/shards.ts) sets its database up as `npm run demo` does, whose first admin this is.
const demoSetUp = process.env.E2E_SHARD === "sqlite";
const demoAdmin = "first-admin@e2e.test";
const sandbox = {
  clientId: "e2e-partner",
  clientSecret: "e2e-sandbox-secret",
  callbackToken: "e2e-callback-token-0123456789abcdef",
};

export const E2E = {
  baseURL: `http://127.0.0.1:${port}`,
  password: "e2e-password-long-enough",
  // The authenticator app of the seeded admin and compliance users, whose roles require a second factor
  // (e2e/seed.ts); helpers.ts computes its codes. Its short step lets a user who signs in again soon have a
  // fresh code in seconds (a code is never accepted twice).
  totp: { secret: "KRUGKIDFGJSSA5DPORYCA43FMNZGK5BAMZXXEIDUMVZXI4ZA", period: 10 },
  users: {
    admin: "admin@e2e.test",
    agent: "agent@e2e.test",
    compliance: "compliance@e2e.test",
    manager: "manager@e2e.test",
  },
  demoAdmin,
  jobClockFile,
  sandboxUrl,
  oidc,
  outbox: {
    /** Where specs read what arrived (`waitForMail(E2E.outbox.url, …)`) and where the app posts webhooks. */
    url: outboxUrl,
    smtpHost: "127.0.0.1",
    smtpPort: outboxSmtpPort,
    from: smtpFrom,
    hookUrl: (format: "slack" | "webhook", name: string) => `${outboxUrl}/${format}/${name}`,
  },
  outboxEnv: {
    OUTBOX_SMTP_PORT: String(outboxSmtpPort),
    OUTBOX_WEBHOOK_PORT: String(outboxWebhookPort),
  },
  oidcEnv: {
    OIDC_TEST_PORT: String(oidcPort),
    OIDC_TEST_CLIENT_ID: oidc.clientId,
    OIDC_TEST_CLIENT_SECRET: oidc.clientSecret,
    OIDC_TEST_REDIRECT_URI: `http://127.0.0.1:${port}/api/auth/callback/oidc`,
    OIDC_TEST_ACCOUNTS: JSON.stringify(oidc.accounts),
  },
  sandboxEnv: {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_CLIENT_ID: sandbox.clientId,
    SANDBOX_CLIENT_SECRET: sandbox.clientSecret,
    SANDBOX_CALLBACK_TOKEN: sandbox.callbackToken,
  },
  serverEnv: {
    PROVIDER_STATUS_BASE_URL: sandboxUrl,
    PROVIDER_HISTORY_BASE_URL: sandboxUrl,
    PROVIDER_TOKEN_URL: `${sandboxUrl}/oauth/token/accesstoken`,
    PROVIDER_CLIENT_ID: sandbox.clientId,
    PROVIDER_CLIENT_SECRET: sandbox.clientSecret,
    PROVIDER_CALLBACK_TOKEN: sandbox.callbackToken,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    OIDC_DISPLAY_NAME: oidc.displayName,
    PORT: String(port),
    // Passkeys are bound to a host name (never an address), so e2e/passkeys.spec.ts opens the app as localhost.
    PASSKEY_ORIGIN: `http://localhost:${port}`,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "file:./data/e2e.db",
    AUTH_SECRET: "e2e-auth-secret-e2e-auth-secret-0123456789",
    ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
    E2E_PASSWORD: "e2e-password-long-enough",
    E2E_DEMO_SETUP: demoSetUp ? "1" : "0",
    SEED_ADMIN_EMAIL: demoAdmin,
    SEED_ADMIN_PASSWORD: "e2e-password-long-enough",
    NEXT_TELEMETRY_DISABLED: "1",
    // Every line the app logs is kept (scripts/e2e-server.sh) and searched for secrets after the run.
    LOG_LEVEL: "info",
    E2E_APP_LOG: process.env.E2E_APP_LOG ?? "reports/app-server.log",
    METRICS_TOKEN: "e2e-metrics-token-0123456789abcdefghij",
    // The sandbox serves the ID-card and selfie images from loopback.
    IMAGE_PROXY_ALLOW_PRIVATE_NETWORK: "true",
    // Small enough that an export of user-big finishes in seconds, large enough to watch it progress.
    EXPORT_MAX_ENTRIES: "3000",
    // The System test waits for an open breaker to let a call through again: 10 s rather than 30.
    PROVIDER_BREAKER_COOLDOWN_SECONDS: "10",
    // Every spec of a shard shares one app, so one pace: above the default 5/s, so that exports and
    // reconciliation runs of a few thousand entries finish in seconds.
    PROVIDER_REQUESTS_PER_SECOND: "50",
    PROVIDER_MAX_CONCURRENT: "8",
    // Every mail goes to the outbox's SMTP server (plain, on loopback) until an admin saves other settings.
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(outboxSmtpPort),
    SMTP_SECURITY: "none",
    SMTP_FROM: smtpFrom,
    APP_URL: `http://127.0.0.1:${port}`,
    // The outbox's webhook receiver listens on loopback.
    NOTIFICATIONS_ALLOW_PRIVATE_NETWORK: "true",
    // A failed delivery is tried again within seconds, not minutes.
    NOTIFICATIONS_RETRY_BASE_SECONDS: "2",
    // The alert rules are evaluated every 2 seconds, so an outage's alert opens and resolves within the test.
    ALERTS_EVALUATE_EVERY_SECONDS: "2",
    // The calendar jobs look every second, by a clock e2e/notifications-people.spec.ts moves ahead.
    EXPORT_SCHEDULE_SECONDS: "1",
    COMPLIANCE_DIGEST_SECONDS: "1",
    E2E_JOB_CLOCK_FILE: jobClockFile,
  },
} as const;
