import { expect, test } from "@playwright/test";
import { E2E } from "../e2e/env";
import { signIn } from "../e2e/helpers";

test("debug paging cancel", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as any;
    w.__log = [];
    const wrap = (proto: any, name: string, label: string) => {
      const orig = proto[name];
      proto[name] = function (...args: unknown[]) {
        w.__log.push(`${Math.round(performance.now())} ${label} ${String(args[0])} ${new Error().stack?.split("\n").slice(2, 6).join(" | ")}`);
        return orig.apply(this, args);
      };
    };
    wrap(ReadableStreamDefaultReader.prototype, "cancel", "reader.cancel");
    wrap(ReadableStream.prototype, "cancel", "stream.cancel");
    wrap(AbortController.prototype, "abort", "abort");
    const origFetch = window.fetch;
    window.fetch = function (input: any, init?: any) {
      if (init?.signal) w.__log.push(`${Math.round(performance.now())} fetch with signal ${String(input)}`);
      const p = origFetch.call(this, input, init);
      (w.__keep ??= []).push(p.then((r: Response) => { (w.__keep ??= []).push(r, r.body); return r; }));
      return p;
    } as typeof fetch;
  });
  await signIn(page, E2E.users.agent);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const reqs = new Map<string, string>();
  const log: string[] = [];
  cdp.on("Network.requestWillBeSent", (e) => {
    const m = /"seqId":(\d+)/.exec(e.request.postData ?? "");
    if (e.request.method === "POST" && m) { reqs.set(e.requestId, m[1]!); log.push(`req ${m[1]}`); }
  });
  cdp.on("Network.loadingFailed", (e) => { const r = reqs.get(e.requestId); if (r) log.push(`FAIL ${r} ${e.errorText}`); });
  await page.goto("/history?user=user-long");
  await expect(page.locator("article[data-history-row]").first()).toBeVisible();
  await page.evaluate((timeoutMs) => new Promise<void>((resolve, reject) => {
    const started = performance.now();
    const frame = () => {
      if (document.querySelector("[data-testid=history-end]")) return resolve();
      if (performance.now() - started > timeoutMs) return reject(new Error("timeout"));
      window.scrollTo(0, document.documentElement.scrollHeight);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }), 100_000);
  await page.waitForTimeout(1000);
  console.log(log.filter((l) => l.startsWith("FAIL")).length, "failed");
  console.log((await page.evaluate(() => (window as any).__log)).slice(0, 40).join("\n"));
});
