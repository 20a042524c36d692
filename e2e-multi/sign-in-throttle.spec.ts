import type { APIRequest } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { INSTANCES } from "./instances";

// next-auth's own credentials endpoint answers with a redirect whose `code` says why a sign-in was refused.
async function guess(request: APIRequest, instance: string, password: string) {
  const api = await request.newContext({ baseURL: instance });
  try {
    const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const answer = await api.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: "parallel-guess@e2e.test", password },
      maxRedirects: 0,
    });
    return new URL(answer.headers().location ?? "/", instance).searchParams.get("code");
  } finally {
    await api.dispose();
  }
}

test("20 parallel wrong sign-ins spread over both instances get no more password checks than one would", async ({
  playwright,
}) => {
  const codes = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      guess(playwright.request, INSTANCES[i % INSTANCES.length] ?? "", `guess-${i}`),
    ),
  );
  // A stranger (no device cookie, no trusted proxy) gets ten checks at once on an account, wherever they land.
  expect(codes.filter((code) => code === "invalid_credentials")).toHaveLength(10);
  expect(codes.filter((code) => code?.startsWith("throttled_"))).toHaveLength(10);
});
