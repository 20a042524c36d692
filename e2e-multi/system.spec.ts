import { E2E } from "../e2e/env";
import { expect, test } from "../e2e/fixtures";
import { signIn } from "../e2e/helpers";
import type { SystemOverview } from "../lib/system/overview-types";
import { INSTANCES } from "./instances";

const [first = "", second = ""] = INSTANCES;
const CALLBACK_PATH = "/v1.0/snap/account/upgrade/notify";

test("both instances show the same System figures, the refusals each of them counted included", async ({
  page,
  request,
}) => {
  await signIn(page, E2E.users.admin);
  // Refused callbacks sent to each instance are counted in that instance's memory and written to the shared table.
  for (const instance of [first, second]) {
    for (let i = 0; i < 3; i++) {
      const answer = await request.post(`${instance}${CALLBACK_PATH}`, {
        headers: { "x-callback-token": "not-the-callback-token-0123456789", Accept: "application/json" },
        data: { originalReferenceNo: `MULTI-SYSTEM-${i}` },
      });
      expect(answer.status()).toBe(401);
    }
  }
  const overviewOf = async (instance: string) => {
    const response = await page.request.get(`${instance}/api/system`);
    expect(response.status()).toBe(200);
    return (await response.json()) as SystemOverview;
  };
  const shared = (overview: SystemOverview) => ({
    running: overview.workers.instances.filter((i) => !i.gone).map((i) => i.id),
    current: overview.workers.instances.find((i) => i.current)?.id,
    callbacks: overview.callbacks.hours,
    provider: overview.provider.operations,
    database: overview.database.kind,
  });
  // The refusal counts reach the table within seconds (each instance flushes on its own).
  await expect(async () => {
    const [one, two] = await Promise.all([overviewOf(first), overviewOf(second)]);
    const [a, b] = [shared(one), shared(two)];
    expect(a.running).toHaveLength(2);
    expect(b.running).toEqual(a.running);
    // Each serves its own page: the instance marked "serving this page" differs.
    expect(a.current).not.toEqual(b.current);
    expect(b.callbacks).toEqual(a.callbacks);
    expect(b.provider).toEqual(a.provider);
    expect(a.database).toBe("postgresql");
    const refused = a.callbacks.reduce((sum, hour) => sum + (hour.counts.unauthorized ?? 0), 0);
    expect(refused).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
});
