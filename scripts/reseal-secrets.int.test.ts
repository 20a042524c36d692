import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTEXT as CALLBACK_CONTEXT } from "@/lib/callbacks/sealed";
import { keyringOf, seal } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db/client";
import { searchColumns } from "@/lib/inbox/decision-lists";
import { providerSettingsSchema } from "@/lib/provider-connection/schemas";
import { loadCallbackTokens, loadClientConfig, saveSettings } from "@/lib/provider-connection/settings";
import { resetDb } from "@/test/db";

const ROOT = path.resolve(import.meta.dirname, "..");
const OLD = { version: 4, key: randomBytes(32) };
const NEW = { version: 5, key: randomBytes(32) };
const b64 = (key: Buffer) => key.toString("base64");

/** `npm run secrets:reseal` as an operator runs it, against the test database. */
function reseal(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      path.join(ROOT, "node_modules/.bin/tsx"),
      ["--conditions=react-server", "scripts/reseal-secrets.ts", ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: process.env.DATABASE_URL ?? "",
          AUTH_SECRET: "x".repeat(32),
          ENCRYPTION_KEY_VERSION: "",
          ENCRYPTION_KEYS_PREVIOUS: "",
          LOG_LEVEL: "error",
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const rotated = {
  ENCRYPTION_KEY: b64(NEW.key),
  ENCRYPTION_KEY_VERSION: String(NEW.version),
  ENCRYPTION_KEYS_PREVIOUS: `${OLD.version}:${b64(OLD.key)}`,
};

describe("npm run secrets:reseal", () => {
  beforeEach(async () => {
    await resetDb();
    const input = (callbackToken: string, clientSecret = "") =>
      providerSettingsSchema.parse({
        statusBaseUrl: "http://127.0.0.1:4010",
        historyBaseUrl: "http://127.0.0.1:4010",
        tokenUrl: "http://127.0.0.1:4010/oauth/token/accesstoken",
        clientId: "partner",
        clientSecret,
        callbackToken,
        timeoutMs: "5000",
      });
    await saveSettings(
      db(),
      input("cb-script-previous-0123456789abcdefghij", "script-secret"),
      keyringOf(OLD),
      "t",
    );
    await saveSettings(db(), input("cb-script-current-0123456789abcdefghijk"), keyringOf(OLD), "t");
  });

  it("re-seals, prints a count per table, exits 0, and a second run changes nothing", async () => {
    const first = await reseal(rotated, ["--batch-size=1"]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Re-sealing under encryption key version 5 (previous versions: 4)");
    expect(first.stdout).toMatch(/ProviderSettings\s+resealed 1, already current 0, unreadable 0/);
    expect(first.stdout).toMatch(/CallbackDelivery\s+resealed 0, already current 0, unreadable 0/);
    expect(first.stdout).toContain(
      "Every sealed value is under key version 5: ENCRYPTION_KEYS_PREVIOUS can be removed.",
    );
    const keys = keyringOf(NEW);
    expect((await loadClientConfig(db(), keys))?.clientSecret).toBe("script-secret");
    expect(await loadCallbackTokens(db(), keys)).toHaveLength(2);

    const second = await reseal(rotated);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/ProviderSettings\s+resealed 0, already current 1, unreadable 0/);
  }, 60_000);

  it("reports a value sealed under a version it does not know by that version, and exits 1", async () => {
    await db().providerToken.create({ data: { id: "default" } });
    const stranger = { version: 9, key: randomBytes(32) };
    const decision = await db().upgradeDecision.create({
      data: {
        originalReferenceNo: "UPG-S1",
        fingerprint: "f",
        status: "approved",
        custId: "c",
        notificationType: "upgrade_account",
        shape: "documented",
        piiSealed: seal("{}", stranger, CALLBACK_CONTEXT.pii),
        rejectReasons: "[]",
        ...searchColumns({ originalReferenceNo: "UPG-S1", custId: "c" }),
      },
    });
    const run = await reseal(rotated);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `UpgradeDecision ${decision.id} piiSealed: stored secret was sealed with encryption key version 9, which is not configured`,
    );
    expect(run.stderr).toContain("Keep ENCRYPTION_KEYS_PREVIOUS");
    expect(run.stdout).toMatch(
      /UpgradeDecision\s+resealed 0, already current 0, unreadable 1, left under another key 1/,
    );
    expect(run.stdout).toMatch(/ProviderSettings\s+resealed 1/);
  }, 60_000);

  it("refuses a malformed key list, naming the entry, before touching anything", async () => {
    const run = await reseal({ ...rotated, ENCRYPTION_KEYS_PREVIOUS: `4:${b64(OLD.key)},4:not-a-key` });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "ENCRYPTION_KEYS_PREVIOUS entry 2 (version 4): the key must be 32 random bytes",
    );
    expect(run.stderr).not.toContain(b64(OLD.key));
    const row = await db().providerSettings.findFirstOrThrow();
    expect(row.clientSecretSealed?.startsWith("sb1.4.")).toBe(true);
  }, 60_000);
});
