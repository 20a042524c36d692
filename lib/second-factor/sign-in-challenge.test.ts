import { describe, expect, it } from "vitest";
import {
  issueSignInChallenge,
  openSignInChallenge,
  SIGN_IN_CHALLENGE_MS,
  signInChallengeKey,
} from "./sign-in-challenge";

const key = signInChallengeKey("an-auth-secret-of-the-test-0123456789abcdef");
const challenge = "dGhpcy1pcy1hLWNoYWxsZW5nZS0zMi1ieXRlcy1sb25n";
const t0 = new Date("2026-11-23T08:00:00Z");

describe("passwordless sign-in challenges", () => {
  it("come back as issued until they expire", () => {
    const token = issueSignInChallenge(key, challenge, t0);
    expect(openSignInChallenge(key, token, t0)?.challenge).toBe(challenge);
    expect(
      openSignInChallenge(key, token, new Date(t0.getTime() + SIGN_IN_CHALLENGE_MS - 1000)),
    ).not.toBeNull();
    expect(openSignInChallenge(key, token, new Date(t0.getTime() + SIGN_IN_CHALLENGE_MS))).toBeNull();
  });

  it("cannot be altered, extended or made with another key", () => {
    const token = issueSignInChallenge(key, challenge, t0);
    const [version, value, expires, signature] = token.split(".");
    const later = String(Number(expires) + 3600);
    expect(openSignInChallenge(key, [version, value, later, signature].join("."), t0)).toBeNull();
    expect(openSignInChallenge(key, [version, `${value}A`, expires, signature].join("."), t0)).toBeNull();
    const other = signInChallengeKey("another-auth-secret-0123456789abcdef-xyz");
    expect(openSignInChallenge(other, token, t0)).toBeNull();
    expect(openSignInChallenge(key, "", t0)).toBeNull();
    expect(openSignInChallenge(key, `${token}.`, t0)).toBeNull();
  });
});

describe("the sign-in challenge as the browser sends it back", () => {
  it("fits the schema of a passkey's answer", async () => {
    const { provePasskeySchema } = await import("./schemas");
    const token = issueSignInChallenge(key, challenge, t0);
    const shape = provePasskeySchema.shape.challengeId;
    expect(shape.safeParse(token).success).toBe(true);
  });
});
