import { describe, expect, it } from "vitest";
import { isHostEntry } from "./host-entry";
import { isAllowedImageUrl } from "./image-hosts";
import { imageHostsFormSchema } from "./schemas";

describe("image host entries", () => {
  it("accepts names, IPv4 and bracketed IPv6 addresses with an optional port", () => {
    for (const entry of ["images.netzme.id", "127.0.0.1:4010", "[::1]:8080", "cdn-1.example.co.id:443"]) {
      expect(isHostEntry(entry), entry).toBe(true);
    }
  });

  it("refuses addresses with a scheme, path, user or bad port", () => {
    for (const entry of [
      "https://x.test",
      "x.test/path",
      "user@x.test",
      "x.test:0",
      "x.test:70000",
      "-x.test",
      "",
    ]) {
      expect(isHostEntry(entry), entry).toBe(false);
    }
  });

  it("reads the form's list: lines or commas, lower case, without duplicates", () => {
    expect(imageHostsFormSchema.parse({ hosts: "Img.Test\n\n127.0.0.1:4010, img.test" }).hosts).toEqual([
      "img.test",
      "127.0.0.1:4010",
    ]);
    const refused = imageHostsFormSchema.safeParse({ hosts: "ok.test\nhttp://bad.test" });
    expect(refused.error?.issues[0]?.message).toBe("inbox_image_host_invalid");
  });
});

describe("isAllowedImageUrl", () => {
  it("matches an entry with a port exactly, and one without a port on the scheme's standard port", () => {
    const hosts = ["img.test", "127.0.0.1:4010"];
    expect(isAllowedImageUrl(new URL("https://img.test/a.png"), hosts)).toBe(true);
    expect(isAllowedImageUrl(new URL("http://IMG.test/a.png"), hosts)).toBe(true);
    expect(isAllowedImageUrl(new URL("https://img.test:8443/a.png"), hosts)).toBe(false);
    expect(isAllowedImageUrl(new URL("http://127.0.0.1:4010/a.png"), hosts)).toBe(true);
    expect(isAllowedImageUrl(new URL("http://127.0.0.1:4011/a.png"), hosts)).toBe(false);
    expect(isAllowedImageUrl(new URL("http://evil.img.test/a.png"), hosts)).toBe(false);
  });
});
