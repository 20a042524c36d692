import "server-only";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import { emailOf } from "./delivery/email";
import { sendMail, smtpTransport } from "./delivery/smtp";
import { loadDeliverySettings } from "./smtp-config";

export interface TestMailWords {
  subject: string;
  body: string;
}

export type TestMailAnswer = { ok: boolean; answer: string };

/**
 * Sends a test mail through the SMTP server delivery uses now, and gives the server's answer (or what failed)
 * to the admin who asked: the one send an admin waits for, as its answer is the point. Audited either way.
 */
export async function sendTestMail(
  db: Db,
  by: Requester,
  to: string,
  words: TestMailWords,
  keys: Keyring,
  config: Env,
): Promise<TestMailAnswer> {
  const settings = await loadDeliverySettings(db, keys, config);
  let result: TestMailAnswer;
  if (!settings.smtp) {
    result = { ok: false, answer: "SMTP not configured" };
  } else {
    const transport = smtpTransport(settings.smtp);
    try {
      const message = emailOf({ subject: words.subject, paragraphs: [words.body] }, settings.appUrl);
      const sent = await sendMail(transport, settings.smtp.from, to, message);
      result = { ok: sent.outcome === "sent", answer: sent.detail };
    } finally {
      transport.close();
    }
  }
  await audit(db, by, {
    action: "notifications.test_send",
    target: { type: "notifications", id: "smtp" },
    outcome: result.ok ? "success" : "failure",
    detail: { answer: result.answer },
  });
  return result;
}
