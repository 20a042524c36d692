import { sendBatch, sent } from "./callback-batch";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

test("the audit log names actions in words, keeps target ids whole, and keeps its filters in the address", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/account");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved.")).toBeVisible();

  await page.goto("/settings/audit");
  await page.getByLabel("Action").selectOption({ label: "Preferences changed" });
  await page.getByLabel("Outcome").selectOption({ label: "Success" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]action=account\.update_preferences(&|$)/);
  await expect(page).toHaveURL(/[?&]outcome=success(&|$)/);

  const row = page.locator("tbody tr").first();
  // The label the filter offers, the code on hover; never the code as the text.
  await expect(row.getByText("Preferences changed", { exact: true })).toHaveAttribute(
    "title",
    "account.update_preferences",
  );
  await expect(page.locator("tbody")).not.toContainText("account.update_preferences");

  await page.reload();
  await expect(page.getByLabel("Action")).toHaveValue("account.update_preferences");
  await expect(page.getByLabel("Outcome")).toHaveValue("success");

  // On a tablet the target wraps, if it must, only after a separator: no part of it is split over two lines.
  await page.setViewportSize({ width: 820, height: 1000 });
  // A user target by their email, linked to their page, the internal id on hover.
  await expect(row.getByTestId("audit-target").getByRole("link", { name: E2E.users.admin })).toHaveAttribute(
    "href",
    /^\/settings\/users\/\w+$/,
  );
  const target = row.getByTestId("audit-target").locator("span[title]");
  await expect(target).toHaveAttribute("title", /^user:\w+$/);
  const splitMidWord = await target.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .some((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      }),
  );
  expect(splitMidWord).toBe(false);
});

test("a decision in the audit log is named by its reference and opens the decision", async ({ page }) => {
  // Repeats of the shared batch: the app already has them or stores each once (callback-batch.ts). Its second
  // decision, whose identity images load (the first one's is broken on purpose).
  await sendBatch(2);
  const decision = sent[1];
  if (!decision) throw new Error("the batch is empty");
  await signedInAs(page, "admin");
  await page.goto(`/inbox?q=${encodeURIComponent(decision.originalReferenceNo)}`);
  await page.getByRole("link", { name: decision.originalReferenceNo }).click();
  await expect(page).toHaveURL(/\/inbox\/\w+/);
  const decisionPath = new URL(page.url()).pathname;

  await page.goto("/settings/audit?action=inbox.view_decision");
  const target = page.locator("tbody tr").first().getByTestId("audit-target");
  await expect(target).toContainText("Decision");
  const link = target.getByRole("link", { name: decision.originalReferenceNo });
  await expect(link).toHaveAttribute("href", decisionPath);
  await expect(link.locator("span[title]")).toHaveAttribute(
    "title",
    `upgrade_decision:${decisionPath.split("/").at(-1)}`,
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${decisionPath}$`));
});
