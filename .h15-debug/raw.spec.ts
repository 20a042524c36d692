import { expect, test } from "@playwright/test";
import { E2E } from "../e2e/env";
import { signIn } from "../e2e/helpers";

test("raw action fetches", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E.users.agent);
  const captured: { headers: Record<string, string>; body: string }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.headers()["next-action"] && /seqId/.test(r.postData() ?? ""))
      captured.push({ headers: r.headers(), body: r.postData() ?? "" });
  });
  await page.goto("/history?user=user-long");
  await expect(page.locator("article[data-history-row]").first()).toBeVisible();
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const log: string[] = [];
  cdp.on("Network.loadingFailed", (e) => log.push(`FAIL ${e.errorText} ${e.canceled}`));
  cdp.on("Network.loadingFinished", () => log.push(`fin`));
  const c = captured[0]!;
  const args = { headers: { "next-action": c.headers["next-action"]!, "next-router-state-tree": c.headers["next-router-state-tree"]!, accept: "text/x-component", "content-type": c.headers["content-type"]! }, body: c.body };
  for (const mode of ["plain", "busy"]) {
    await page.evaluate(async ({ headers, body, mode }) => {
      for (let k = 0; k < 15; k++) {
        await new Promise<void>((resolve) => {
          fetch(location.href, { method: "POST", headers, body }).then((res) => {
            const reader = res.body!.getReader();
            let n = 0;
            const progress = ({ done }: { done: boolean }): unknown => {
              n++;
              if (mode === "busy" && n === 2) { resolve(); const t = performance.now(); while (performance.now() - t < 300) {} }
              if (done) { resolve(); return; }
              return reader.read().then(progress);
            };
            reader.read().then(progress);
          });
        });
      }
    }, { ...args, mode });
    await page.waitForTimeout(1500);
    console.log(mode, log.filter((l) => l.startsWith("FAIL")).length, "failed of", log.length);
    log.length = 0;
  }
});
