import { beforeEach, describe, expect, it } from "vitest";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { receiveCallbackRequest } from "@/lib/callbacks/endpoint";
import { acceptTokens, approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { db } from "@/lib/db/client";
import { workOnce } from "@/lib/exports/worker";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { createProviderCallRecorder } from "@/lib/system/provider-call-recorder";
import { testSandbox } from "@/sandbox/test-sandbox";
import { setKnobs } from "@/sandbox/testing";
import { makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { queueExport } from "@/test/export-job";
import { changes, parsePrometheusText } from "@/test/prometheus-text";
import { testClientConfig } from "@/test/sandbox-client";
import { GET } from "./route";

const METRICS_TOKEN = "metrics-token-for-tests-0123456789abcdef";
// Read by env() at the first scrape, which no import makes.
process.env.METRICS_TOKEN = METRICS_TOKEN;

const sandbox = testSandbox();

const scrape = (authorization: string | null = `Bearer ${METRICS_TOKEN}`) =>
  GET(new Request("http://app.test/api/metrics", authorization ? { headers: { authorization } } : {}));

async function samples() {
  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  return { text, parsed: parsePrometheusText(text) };
}

const ours = (name: string) =>
  /^backoffice_(callback|sign_ins|provider_calls_total|provider_call_duration_seconds_count|export_jobs)/.test(
    name,
  );

describe("GET /api/metrics", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("refuses a scrape without the bearer token", async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape("Bearer not-the-token")).status).toBe(401);
    expect((await scrape(METRICS_TOKEN)).status).toBe(401);
  });

  it("moves each counter by exactly what was done, and shows no secret", async () => {
    const before = await samples();

    const user = await makeUser(["agent"]);
    const client = { ip: null, device: null };
    const policy = { idleMs: 60_000, maxMs: 3_600_000 };
    const attempt = (password: string) =>
      signInWithPassword(db(), { email: user.email, password }, client, policy);
    expect((await attempt(TEST_PASSWORD)).ok).toBe(true);
    expect((await attempt("wrong password, long enough")).ok).toBe(false);
    expect((await attempt("another wrong password")).ok).toBe(false);

    await acceptTokens(db(), [CURRENT_TOKEN]);
    expect((await receiveCallbackRequest(delivery(approvedNotification("UPG-M1")))).status).toBe(200);
    expect((await receiveCallbackRequest(delivery(approvedNotification("UPG-M1")))).status).toBe(200);
    const wrong = delivery(approvedNotification("UPG-M2"), { token: "a-wrong-callback-token-0123456789" });
    expect((await receiveCallbackRequest(wrong)).status).toBe(401);

    const recorder = createProviderCallRecorder({ db, flushAfterMs: 600_000 });
    const provider = createProviderClient(testClientConfig(sandbox()), {
      tokenStore: new MemoryTokenStore(),
      sleep: async () => {},
      observer: recorder.observe,
    });
    await setKnobs(sandbox(), { fault: "5xx", faultCount: 1, faultOperations: ["status"] });
    await provider.getTransactionStatus("00000000-0000-4000-8000-000000000000", "requestId");

    const owner = await makeUser(["manager"]);
    for (let i = 0; i < 2; i++) await queueExport(owner.id, { timeZone: "UTC" });

    const after = await samples();
    expect(changes(before.parsed, after.parsed, ours)).toEqual({
      "backoffice_sign_ins_total{outcome=success}": 1,
      "backoffice_sign_ins_total{outcome=invalid}": 2,
      "backoffice_callback_deliveries_total{outcome=stored}": 1,
      "backoffice_callback_deliveries_total{outcome=duplicate}": 1,
      "backoffice_callback_deliveries_total{outcome=unauthorized}": 1,
      "backoffice_provider_calls_total{operation=token,outcome=ok}": 1,
      "backoffice_provider_calls_total{operation=transaction-status,outcome=http_5xx}": 1,
      "backoffice_provider_calls_total{operation=transaction-status,outcome=ok}": 1,
      "backoffice_provider_call_duration_seconds_count{operation=token,outcome=ok}": 1,
      "backoffice_provider_call_duration_seconds_count{operation=transaction-status,outcome=http_5xx}": 1,
      "backoffice_provider_call_duration_seconds_count{operation=transaction-status,outcome=ok}": 1,
      "backoffice_export_jobs{state=queued}": 2,
    });

    const oldest = after.parsed.find((sample) => sample.name === "backoffice_export_oldest_queued_seconds");
    expect(oldest?.value).toBeGreaterThan(0);
    expect(after.parsed.some((s) => s.name === "backoffice_instance_info" && s.value === 1)).toBe(true);

    const secrets = [
      METRICS_TOKEN,
      CURRENT_TOKEN,
      TEST_PASSWORD,
      sandbox().config.clientSecret,
      user.email,
      "Siti Aminah",
      "127.0.0.1:4010/images",
    ];
    for (const secret of secrets) expect(after.text).not.toContain(secret);
  });

  it("counts the export jobs this instance's worker finished, by state, with their duration", async () => {
    const before = await samples();
    const owner = await makeUser(["manager"]);
    await queueExport(owner.id, { timeZone: "UTC" });
    // No provider connection is saved: the job is claimed and fails at once.
    expect(await workOnce("metrics-test-worker", { at: Date.now() })).toBe(true);
    expect(await db().exportJob.findFirst({ select: { state: true, failureReason: true } })).toEqual({
      state: "failed",
      failureReason: "provider_not_configured",
    });
    const after = await samples();
    const moved = (name: string) => changes(before.parsed, after.parsed, (n) => n === name);
    expect(moved("backoffice_export_jobs_finished_total")).toEqual({
      "backoffice_export_jobs_finished_total{state=failed}": 1,
    });
    expect(moved("backoffice_export_job_duration_seconds_count")).toEqual({
      "backoffice_export_job_duration_seconds_count{state=failed}": 1,
    });
  });
});
