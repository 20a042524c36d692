import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

// Next compiles the matcher's source with path-to-regexp; for this pattern (one custom group) that is the
// same as reading it as a regular expression over the whole path.
const matcher = new RegExp(`^${config.matcher[0]?.source ?? "(?!)"}$`);
const PUBLIC_DIR = path.join(import.meta.dirname, "..", "public");
const publicFiles = readdirSync(PUBLIC_DIR);

describe("public/", () => {
  it("holds the icon and the manifest", () => {
    expect(publicFiles).toEqual(expect.arrayContaining(["favicon.ico", "icon.svg", "manifest.webmanifest"]));
  });

  it("has a manifest whose icons are all there", () => {
    const manifest = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "manifest.webmanifest"), "utf8")) as {
      start_url: string;
      display: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect(publicFiles).toContain(icon.src.replace(/^\//, ""));
  });

  it.each(publicFiles)("serves %s without going through the proxy", (file) => {
    expect(matcher.test(`/${file}`)).toBe(false);
  });

  it("still sends pages through the proxy", () => {
    for (const page of ["/", "/history", "/sign-in", "/settings/provider", "/icons"]) {
      expect(matcher.test(page), page).toBe(true);
    }
  });
});
