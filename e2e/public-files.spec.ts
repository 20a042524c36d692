import { expect, test } from "./fixtures";

test("the icons and the manifest are served to anyone and linked from the pages", async ({
  page,
  request,
}) => {
  const files: [string, string][] = [
    ["/favicon.ico", "image/"],
    ["/icon.svg", "image/svg+xml"],
    ["/apple-touch-icon.png", "image/png"],
    ["/manifest.webmanifest", "application/manifest+json"],
  ];
  for (const [path, type] of files) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }

  await page.goto("/sign-in");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});
