import { Webhook } from "standardwebhooks";
import type { MessageContent } from "../kinds/kind";
import { absoluteLink } from "./render";

export interface SignedRequest {
  headers: Record<string, string>;
  body: string;
}

export interface WebhookMessage {
  /** The notification's id: the same on every try, so a receiver recognises a repeat (`webhook-id`). */
  id: string;
  kind: string;
  /** The kind's params as queued: references, counts, times; never a secret or customer PII. */
  params: unknown;
  content: MessageContent;
}

/**
 * A generic JSON webhook signed the Standard Webhooks way: `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's `whsec_` secret),
 * the body `{ type, timestamp, data }`.
 */
export function signedWebhookOf(
  message: WebhookMessage,
  secret: string,
  appUrl: string | null,
  now: Date,
): SignedRequest {
  const { content } = message;
  const body = JSON.stringify({
    type: message.kind,
    timestamp: now.toISOString(),
    data: {
      id: message.id,
      kind: message.kind,
      params: message.params,
      subject: content.subject,
      text: content.paragraphs.join("\n\n"),
      facts: content.facts ?? [],
      link: content.link ? absoluteLink(content.link.path, appUrl) : null,
    },
  });
  const signature = new Webhook(secret).sign(message.id, now, body);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": message.id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    },
  };
}
