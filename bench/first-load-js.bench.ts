// The JavaScript a browser downloads to show the sign-in page: every script the HTML names.
import { gzipSync } from "node:zlib";
import { report, startBenchServer } from "./server";

const server = await startBenchServer({ name: "bench-first-load" });
try {
  const html = await (await fetch(`${server.baseUrl}/sign-in`)).text();
  // noModule scripts are polyfills that current browsers skip.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/noModule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => tag.match(/src="([^"]+\.js)"/)?.[1] ?? []))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, server.baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  await report("first-load-js", {
    "sign-in page scripts": sources.length,
    "sign-in first-load JS (raw KiB)": Math.round(raw / 102.4) / 10,
    "sign-in first-load JS (gzip KiB)": Math.round(gzip / 102.4) / 10,
  });
} finally {
  await server.stop();
}
