import { readFileSync } from "node:fs";
import path from "node:path";
import { ACTION_BODY_LIMIT_BYTES as LIMIT } from "../lib/http/body-limits";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

/** The id Next.js gave the server action `name` exported by `file`, read from the build's manifest. */
function actionId(file: string, name: string): string {
  const manifest = JSON.parse(
    readFileSync(
      path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json"),
      "utf8",
    ),
  ) as { node: Record<string, { filename?: string; exportedName?: string }> };
  const found = Object.entries(manifest.node).find(
    ([, action]) => action.filename?.endsWith(file) && action.exportedName === name,
  );
  if (!found) throw new Error(`no action ${name} of ${file} in the build`);
  return found[0];
}

test("a body over the limit is cut off before it is parsed, by actions and by next-auth's sign-in", async ({
  page,
  request,
}) => {
  // An action that declares a larger body is refused by proxy.ts with 413, before it is read; the action never
  // runs. A body just under the limit is read and answered.
  await signedInAs(page, "agent");
  const lookup = (body: string) =>
    page.request.post("/lookup", {
      headers: {
        "Next-Action": actionId("lib/lookup/actions.ts", "lookupTransactionAction"),
        "Content-Type": "text/plain;charset=UTF-8",
        Accept: "text/x-component",
      },
      data: JSON.stringify([null, { q: body, kind: "auto" }]),
    });
  const overAction = await lookup("a".repeat(LIMIT + 1024));
  expect(overAction.status()).toBe(413);
  expect(await overAction.text()).not.toContain("lookup_identifier_too_long");
  const underAction = await lookup("a".repeat(LIMIT - 4096));
  expect(underAction.status()).toBe(200);
  expect(await underAction.text()).toContain("lookup_identifier_too_long");

  // Any page takes a form post, which Next.js reads as a possible server action: the same limit, where Next.js
  // stops reading and fails the request (its own 413 becomes a 500 on the way out).
  const over = await request.post("/sign-in", { multipart: { filler: "a".repeat(LIMIT + 1024) } });
  expect(over.status()).toBe(500);
  // Under it, the form is read whole, then refused for naming no action.
  const under = await request.post("/sign-in", { multipart: { filler: "a".repeat(LIMIT - 4096) } });
  expect(under.status()).toBe(400);

  const signIn = (password: string) =>
    request.post("/api/auth/callback/credentials", {
      form: { email: "someone@example.test", password },
      maxRedirects: 0,
    });
  expect((await signIn("a".repeat(LIMIT + 1024))).status()).toBe(413);
  expect((await signIn("wrong password")).status()).toBe(302);
});

test("the lookup action refuses a pasted identifier of 40,000 spaces as too long, at once", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  const answer = await page.request.post("/lookup", {
    headers: {
      "Next-Action": actionId("lib/lookup/actions.ts", "lookupTransactionAction"),
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
    },
    data: JSON.stringify([null, { q: `a${" ".repeat(40_000)}a`, kind: "auto" }]),
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("lookup_identifier_too_long");
});
