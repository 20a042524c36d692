import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { signedWebhookOf } from "./webhook";

const secret = `whsec_${randomBytes(24).toString("base64")}`;
const message = {
  id: "ntf_1",
  kind: "security.passwordChanged",
  params: { at: "2026-11-28T10:00:00.000Z", byAdmin: false },
  content: {
    subject: "Changed",
    paragraphs: ["Your password was changed."],
    link: { label: "Open", path: "/a" },
  },
};

describe("signedWebhookOf", () => {
  it("is accepted by the Standard Webhooks verifier holding the endpoint's secret", () => {
    const { headers, body } = signedWebhookOf(message, secret, "https://bo.example.test", new Date());
    expect(headers["webhook-id"]).toBe("ntf_1");
    expect(headers["webhook-signature"]).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({
      type: "security.passwordChanged",
      data: { id: "ntf_1", params: message.params, link: "https://bo.example.test/a" },
    });
  });

  it("is refused with another secret, a changed body or a replayed old timestamp", () => {
    const { headers, body } = signedWebhookOf(message, secret, null, new Date());
    const other = `whsec_${randomBytes(24).toString("base64")}`;
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("Changed", "Changes"), headers)).toThrow();
    const old = signedWebhookOf(message, secret, null, new Date(Date.now() - 3_600_000));
    expect(() => new Webhook(secret).verify(old.body, old.headers)).toThrow();
  });
});
