import type { APIRequestContext, Page } from "@playwright/test";
import { CALLBACK_TOKEN, NOTIFY_URL } from "./callback-batch";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// This spec stores decisions of its own (one customer's three), so it runs in a shard without inbox.spec.ts,
// which counts the decisions it stores (e2e/shards.ts). The customer id has a slash and a percent sign: the
// customer page's address must carry it as one segment, and the history link as its user.
const CUSTOMER = "e2e-cust/7%";
const REFERENCES = ["E2E-CUST-1", "E2E-CUST-2", "E2E-CUST-3"] as const;
const CUSTOMER_PATH = `/inbox/customers/${encodeURIComponent(CUSTOMER)}`;

function decision(reference: string, status: "approved" | "rejected") {
  return {
    originalReferenceNo: reference,
    custId: CUSTOMER,
    motherMaidenName: "Siti Aminah",
    status,
    additionalInfo: {
      type: "upgrade_account",
      identificationCardImageUrl: `${E2E.sandboxUrl}/images/ktp/user-0042.png`,
      selfieImageUrl: `${E2E.sandboxUrl}/images/selfie/user-0042.png`,
      ...(status === "approved"
        ? { benefits: ["Batas saldo naik"] }
        : { rejectReasons: ["Foto KTP tidak jelas"] }),
    },
  };
}

async function send(request: APIRequestContext) {
  // One after the other, so they arrive (and are listed) in this order.
  for (const [i, reference] of REFERENCES.entries()) {
    const response = await request.post(NOTIFY_URL, {
      headers: { "x-callback-token": CALLBACK_TOKEN },
      data: decision(reference, i === 1 ? "rejected" : "approved"),
    });
    expect(response.status()).toBe(200);
  }
}

async function openDecision(page: Page, reference: string) {
  await page.goto(`/inbox?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: `Upgrade ${reference}` })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  await send(request);
});

test("a person without inbox.view is refused the customer page, and the refusal is audited", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  const response = await page.request.get(CUSTOMER_PATH, { headers: { accept: "text/html" } });
  expect(response.status()).toBe(403);
  expect(await response.text()).not.toContain("E2E-CUST-1");
});

test("a decision lists the customer's other decisions, newest first, each linked to its page", async ({
  page,
}) => {
  await signedInAs(page, "compliance");
  await openDecision(page, "E2E-CUST-1");
  const others = page.getByTestId("other-decisions");
  await expect(others.getByRole("heading", { name: "Other decisions of this customer" })).toBeVisible();
  await expect(others.getByRole("listitem")).toHaveCount(2);
  await expect(others.getByRole("link", { name: /^E2E-CUST-/ })).toHaveText(["E2E-CUST-3", "E2E-CUST-2"]);
  await expect(others.getByRole("listitem").nth(1)).toContainText("Rejected");
  await others.getByRole("link", { name: "E2E-CUST-2" }).click();
  await expect(page.getByRole("heading", { name: "Upgrade E2E-CUST-2" })).toBeVisible();
  await expect(page.getByTestId("other-decisions").getByRole("link", { name: /^E2E-CUST-/ })).toHaveText([
    "E2E-CUST-3",
    "E2E-CUST-1",
  ]);
});

test("a reviewer adds a note to the thread and edits it: shown with author and an edited marker, found by search", async ({
  page,
}) => {
  await signedInAs(page, "compliance");
  await openDecision(page, "E2E-CUST-1");
  const notes = page.getByTestId("decision-notes");
  await expect(notes.getByText("No notes yet.")).toBeVisible();
  await notes.getByLabel("Add a note").fill("Asked the partner for a sharper KTP photo");
  await notes.getByRole("button", { name: "Add note" }).click();
  const note = notes.getByTestId("note");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText("Asked the partner for a sharper KTP photo");
  await expect(note).toContainText(`compliance · ${E2E.users.compliance}`);
  await expect(note.getByTestId("note-edited")).toHaveCount(0);

  await note.getByRole("button", { name: "Edit" }).click();
  await note.getByLabel("Edit your note").fill("Asked the partner for a sharper KTP photo and a new selfie");
  await note.getByRole("button", { name: "Save" }).click();
  await expect(note).toContainText("and a new selfie");
  await expect(note.getByTestId("note-edited")).toContainText("edited");
  await page.reload();
  await expect(page.getByTestId("note").getByTestId("note-edited")).toBeVisible();

  // The inbox's search box finds the decision by the note's text.
  await page.goto("/inbox");
  await page.getByLabel("Customer ID, reference, reason or note").fill("NEW SELFIE");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByTestId("inbox-row")).toHaveCount(1);
  await expect(page.getByTestId("inbox-row").getByRole("link", { name: "E2E-CUST-1" })).toBeVisible();
});

test("the customer page shows every decision, the notes, who viewed what, and the history search labelled as such", async ({
  page,
}) => {
  await signedInAs(page, "compliance");
  await openDecision(page, "E2E-CUST-3");
  await page.getByRole("link", { name: "See all on the customer page" }).click();
  await expect(page).toHaveURL((url) => url.pathname === CUSTOMER_PATH);
  await expect(page.getByRole("heading", { level: 1, name: `Customer ${CUSTOMER}` })).toBeVisible();

  const rows = page.getByTestId("customer-decision");
  await expect(rows).toHaveCount(3);
  await expect(rows.getByRole("link")).toHaveText(["E2E-CUST-3", "E2E-CUST-2", "E2E-CUST-1"]);

  const notes = page.getByTestId("customer-note");
  await expect(notes).toHaveCount(1);
  await expect(notes).toContainText("and a new selfie");
  await expect(notes).toContainText("on E2E-CUST-1");
  await expect(notes).toContainText("edited");

  const trail = page.getByTestId("customer-trail-row");
  await expect(
    trail.filter({ hasText: "Viewed the customer page" }).filter({ hasText: E2E.users.compliance }),
  ).toHaveCount(1);
  await expect(
    trail.filter({ hasText: "Viewed the customer page" }).filter({ hasText: "Refused" }),
  ).toContainText(E2E.users.agent);
  for (const reference of REFERENCES) {
    await expect(
      trail.filter({ hasText: "Viewed the decision" }).filter({ hasText: reference }).first(),
    ).toContainText(E2E.users.compliance);
  }

  const history = page.getByRole("link", { name: "Search the history with this ID" });
  await expect(history).toHaveAttribute("href", `/history?${new URLSearchParams({ user: CUSTOMER })}`);
  await expect(
    page.getByText("does not say that a customer ID (custId) and a history user ID are the same"),
  ).toBeVisible();

  await rows.getByRole("link", { name: "E2E-CUST-2" }).click();
  await expect(page.getByRole("heading", { name: "Upgrade E2E-CUST-2" })).toBeVisible();
});

test("a person who may view but not review reads the thread and cannot write to it", async ({ page }) => {
  await signedInAs(page, "manager");
  await openDecision(page, "E2E-CUST-1");
  const notes = page.getByTestId("decision-notes");
  await expect(notes.getByTestId("note")).toContainText("and a new selfie");
  await expect(notes.getByText("Only reviewers can write notes.")).toBeVisible();
  await expect(notes.getByRole("button")).toHaveCount(0);
  await expect(notes.getByRole("textbox")).toHaveCount(0);
});

test("the audit log names a view of the customer page by the customer's ID, linked to that page", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  await page.goto(CUSTOMER_PATH);
  await expect(page.getByRole("heading", { level: 1, name: `Customer ${CUSTOMER}` })).toBeVisible();
  await page.goto("/settings/audit?action=inbox.view_customer");
  const row = page.getByRole("row").filter({ hasText: "Customer" }).first();
  await row.getByRole("link", { name: CUSTOMER }).click();
  await expect(page).toHaveURL((url) => url.pathname === CUSTOMER_PATH);
});
