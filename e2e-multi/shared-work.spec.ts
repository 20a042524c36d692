import pg from "pg";
import { E2E } from "../e2e/env";
import { expect, test } from "../e2e/fixtures";
import { signIn } from "../e2e/helpers";
import { upgradeNotification } from "../sandbox/callbacks/payloads";
import { INSTANCES, MULTI_SANDBOX_URL } from "./instances";

const [first = "", second = ""] = INSTANCES;
const CALLBACK_PATH = "/v1.0/snap/account/upgrade/notify";

async function countDecisions(reference: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.E2E_MULTI_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM "UpgradeDecision" WHERE "originalReferenceNo" = $1',
      [reference],
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

test("50 identical callbacks split across both instances store one decision, and every one is acknowledged", async ({
  request,
}) => {
  const notification = upgradeNotification(7, {
    seed: "multi",
    imageBaseUrl: MULTI_SANDBOX_URL,
    includeVariant: false,
  });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request.post(`${i % 2 === 0 ? first : second}${CALLBACK_PATH}`, {
        headers: { "x-callback-token": E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN, Accept: "application/json" },
        data: notification,
      }),
    ),
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({
      responseCode: "2000000",
      originalReferenceNo: notification.originalReferenceNo,
    });
  }
  expect(await countDecisions(notification.originalReferenceNo)).toBe(1);
});

test("lookups on both instances at once make the provider issue a single token", async ({
  browser,
  request,
}) => {
  await request.post(`${MULTI_SANDBOX_URL}/__sandbox/reset`);
  const pages = await Promise.all(
    INSTANCES.map(async (instance) => {
      const page = await (await browser.newContext({ baseURL: instance })).newPage();
      await signIn(page, E2E.users.agent);
      return page;
    }),
  );
  await Promise.all(
    pages.map(async (page, i) => {
      await page.goto(`/lookup?q=ord-0000-0000000${i + 1}`);
      await expect(page.getByTestId("lookup-result")).toBeVisible();
    }),
  );
  const state = (await (await request.get(`${MULTI_SANDBOX_URL}/__sandbox/state`)).json()) as {
    tokenIssues: number;
  };
  expect(state.tokenIssues).toBe(1);
});

test("an export queued on one instance is run by a worker and downloaded from the other", async ({
  browser,
}) => {
  const manager = await (await browser.newContext({ baseURL: first })).newPage();
  await signIn(manager, E2E.users.manager);
  await manager.goto("/exports");
  await manager.getByRole("textbox", { name: "User ID" }).fill("user-few");
  await manager.getByRole("radio", { name: "JSON Lines" }).check();
  await manager.getByRole("button", { name: "Start export" }).click();
  const job = manager.getByTestId("export-job").first();
  await expect(job.getByText("Done")).toBeVisible({ timeout: 30_000 });

  const list = await manager.request.get(`${first}/api/exports`);
  const { jobs } = (await list.json()) as { jobs: { id: string; state: string; entriesWritten: number }[] };
  const done = jobs.find((j) => j.state === "done");
  const file = await manager.request.get(`${second}/api/exports/${done?.id}/download`);
  expect(file.status()).toBe(200);
  const lines = (await file.text()).trimEnd().split("\n");
  expect(done?.entriesWritten).toBeGreaterThan(0);
  expect(lines).toHaveLength(done?.entriesWritten ?? -1);
  expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ userId: "user-few" });
});
