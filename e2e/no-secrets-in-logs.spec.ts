import { readFileSync } from "node:fs";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { receivedPersonalData } from "./stored-secrets";

// Runs after every other spec (its own Playwright project, playwright.config.ts): the app's output of the
// whole run is in E2E_APP_LOG (scripts/e2e-server.sh).
test("no line the app logged during the run holds a secret or a customer's personal data", async ({
  request,
}) => {
  const lines = readFileSync(E2E.serverEnv.E2E_APP_LOG, "utf8").split("\n");
  const entries = lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
  // The run logged, and its requests' lines carry their ids: the check below is not vacuous.
  expect(entries.length).toBeGreaterThan(50);
  expect(entries.some((entry) => typeof entry.requestId === "string")).toBe(true);
  expect(entries.some((entry) => entry.event === "provider_call" && entry.providerRequestId)).toBe(true);

  const { tokens } = (await (await request.get(`${E2E.sandboxUrl}/__sandbox/issued-tokens`)).json()) as {
    tokens: string[];
  };
  const personal = await receivedPersonalData();
  expect(tokens.length).toBeGreaterThan(0);
  expect(personal.length).toBeGreaterThan(0);
  const env = E2E.serverEnv;
  const basic = Buffer.from(`${env.PROVIDER_CLIENT_ID}:${env.PROVIDER_CLIENT_SECRET}`).toString("base64");
  const secrets: [kind: string, value: string][] = [
    ["client secret", env.PROVIDER_CLIENT_SECRET],
    ["client credentials (Basic)", basic],
    ["callback token", env.PROVIDER_CALLBACK_TOKEN],
    ["auth secret", env.AUTH_SECRET],
    ["encryption key", env.ENCRYPTION_KEY],
    ["metrics token", env.METRICS_TOKEN],
    ["single sign-on client secret", env.OIDC_CLIENT_SECRET],
    ["a user's password", E2E.password],
    ...tokens.map((token): [string, string] => ["access token", token]),
    ...personal.map((value): [string, string] => ["personal data from a callback", value]),
  ];

  // Named by kind and line number, never by value, so the report itself leaks nothing.
  const found = secrets.flatMap(([kind, value]) =>
    lines.flatMap((line, index) => (line.includes(value) ? [`line ${index + 1}: ${kind}`] : [])),
  );
  expect(found).toEqual([]);
});
