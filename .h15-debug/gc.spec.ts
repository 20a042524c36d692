import http from "node:http";
import { test } from "@playwright/test";

test("does GC cancel a fetch whose reader nobody holds?", async ({ page }) => {
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("x".repeat(1000));
      setTimeout(() => res.end("tail"), 2000);
      return;
    }
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<html><body>hi</body></html>");
  });
  await new Promise<void>((r) => server.listen(4179, "127.0.0.1", r));
  await page.goto("http://127.0.0.1:4179/");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const events: string[] = [];
  cdp.on("Network.loadingFailed", (e) => events.push(`failed ${e.errorText} canceled=${e.canceled}`));
  cdp.on("Network.loadingFinished", () => events.push("finished"));
  for (const mode of ["flight-like", "held"]) {
    await page.evaluate((mode) => {
      (window as any).done = false;
      fetch("/slow").then((res) => {
        const reader = res.body!.getReader();
        if (mode === "held") (window as any).keep = reader;
        const progress = ({ done }: { done: boolean }): unknown => {
          if (done) { (window as any).done = true; return; }
          return reader.read().then(progress);
        };
        reader.read().then(progress);
      });
    }, mode);
    await page.waitForTimeout(500);
    await cdp.send("HeapProfiler.collectGarbage");
    await page.waitForTimeout(2500);
    events.push(`${mode}: done=${await page.evaluate(() => (window as any).done)}`);
  }
  console.log(events.join("\n"));
  server.close();
});
