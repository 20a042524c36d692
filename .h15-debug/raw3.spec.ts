import { expect, test } from "@playwright/test";
import { E2E } from "../e2e/env";
import { signIn } from "../e2e/helpers";

test("which fetches abort", async ({ page }) => {
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
  const bigJs = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const log: string[] = [];
  cdp.on("Network.loadingFailed", (e) => log.push(`FAIL ${e.errorText} ${e.canceled}`));
  cdp.on("Network.loadingFinished", (e) => log.push(`fin ${e.encodedDataLength}`));
  const c = captured[0]!;
  const headers = { "next-action": c.headers["next-action"]!, "next-router-state-tree": c.headers["next-router-state-tree"]!, accept: "text/x-component", "content-type": c.headers["content-type"]! };
  const cases: [string, string, RequestInit][] = [
    ["action", "/history?user=user-long", { method: "POST", headers, body: c.body }],
    ["action-text", "/history?user=user-long", { method: "POST", headers, body: c.body }],
    ["page-html", "/history?user=user-long", {}],
    ["js", bigJs.at(-1)!, { cache: "no-store" }],
  ];
  for (const [name, url, init] of cases) {
    await page.evaluate(async ({ name, url, init }) => {
      for (let k = 0; k < 10; k++) {
        const res = await fetch(url, init);
        if (name === "action-text") await res.text();
        else { const reader = res.body!.getReader(); for (;;) { const { done } = await reader.read(); if (done) break; } }
      }
    }, { name, url, init });
    await page.waitForTimeout(1500);
    console.log(name, log.filter((l) => l.startsWith("FAIL")).length, "failed of", log.length, log.slice(0, 3).join(","));
    log.length = 0;
  }
});
