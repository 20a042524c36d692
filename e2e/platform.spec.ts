import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

test("every page carries the security headers, and signed-in pages are never cached", async ({
  page,
  request,
}) => {
  const signInPage = await request.get("/sign-in");
  const headers = signInPage.headers();
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("base-uri 'none'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();

  await signedInAs(page, "admin");
  const usersPage = await page.goto("/settings/users");
  expect(usersPage?.headers()["cache-control"]).toContain("no-store");
});

test("the health check reports the database without authentication", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  expect(response.headers()["strict-transport-security"]).toBeDefined();
});

test("a person switches the app to Bahasa Indonesia, another time zone and the dark theme", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/settings/account");
  await page.getByLabel("Language").selectOption("id");
  await page.getByLabel("Time zone").selectOption("Asia/Makassar");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("heading", { name: "Akun saya" })).toBeVisible();
  await expect(page.getByLabel("Zona waktu")).toHaveValue("Asia/Makassar");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");

  await page.getByRole("button", { name: "Gelap" }).click();
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.getByLabel("Bahasa").selectOption("en");
  await page.getByRole("button", { name: "Simpan preferensi" }).click();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});

test("the colours follow the device's dark or light preference until the person chooses a theme", async ({
  page,
}) => {
  const html = page.locator("html");
  const body = page.locator("body");
  const shows = async (scheme: "light" | "dark") => {
    await expect(html).toHaveCSS("color-scheme", scheme);
    await expect(body).toHaveCSS(
      "background-color",
      scheme === "dark" ? "rgb(11, 17, 32)" : "rgb(255, 255, 255)",
    );
  };
  await signedInAs(page, "agent");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/lookup");
  const themes = page.getByRole("group", { name: "Colour theme" });
  await themes.getByRole("button", { name: "Follow device" }).click();
  await page.reload();
  await expect(html).toHaveClass(/\bsystem\b/);
  await shows("dark");
  await page.emulateMedia({ colorScheme: "light" });
  await shows("light");

  await themes.getByRole("button", { name: "Dark" }).click();
  await shows("dark");
  await page.emulateMedia({ colorScheme: "dark" });
  await themes.getByRole("button", { name: "Light" }).click();
  await shows("light");
  await themes.getByRole("button", { name: "Follow device" }).click();
  await shows("dark");
});
