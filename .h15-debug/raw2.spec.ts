import { createRequire } from "node:module"; const require = createRequire(import.meta.url);
import net from "node:net";
import { expect, test } from "@playwright/test";
import { E2E } from "../e2e/env";
import { signIn } from "../e2e/helpers";

test("raw http", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E.users.agent);
  const captured: { headers: Record<string, string>; body: string }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.headers()["next-action"] && /seqId/.test(r.postData() ?? ""))
      captured.push({ headers: r.headers(), body: r.postData() ?? "" });
  });
  await page.goto("/history?user=user-long");
  await expect(page.locator("article[data-history-row]").first()).toBeVisible();
  const c = captured[0]!;
  const cookies = (await page.context().cookies()).map((k) => `${k.name}=${k.value}`).join("; ");
  const url = new URL(E2E.baseURL);
  const req = [
    `POST /history?user=user-long HTTP/1.1`,
    `Host: ${url.host}`,
    `Cookie: ${cookies}`,
    `next-action: ${c.headers["next-action"]}`,
    `next-router-state-tree: ${c.headers["next-router-state-tree"]}`,
    `accept: text/x-component`,
    `accept-encoding: gzip, deflate, br`,
    `content-type: ${c.headers["content-type"]}`,
    `content-length: ${Buffer.byteLength(c.body)}`,
    `connection: close`,
    ``,
    c.body,
  ].join("\r\n");
  const raw = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    const s = net.connect(Number(url.port), url.hostname, () => s.write(req));
    s.on("data", (d) => chunks.push(d));
    s.on("end", () => resolve(Buffer.concat(chunks)));
  });
  const headEnd = raw.indexOf("\r\n\r\n");
  console.log(raw.subarray(0, headEnd).toString().replace(/content-security-policy:[^\r]*/i, "csp: …"));
  console.log("body bytes", raw.length - headEnd - 4);
  require("node:fs").writeFileSync("/tmp/h15-raw.bin", raw.subarray(headEnd + 4));
  console.log("tail", JSON.stringify(raw.subarray(raw.length - 40).toString("latin1")));
});
