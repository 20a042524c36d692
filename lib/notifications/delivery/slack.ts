import type { MessageContent } from "../kinds/kind";
import { absoluteLink } from "./render";

/** Slack's escaping of text in `mrkdwn` and plain messages: only these three have a meaning there. */
export function escapeSlack(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}

// Slack allows at most ten fields in a section.
const MAX_FIELDS = 10;

/** A message as a Slack-compatible incoming webhook's body: `text` (the notification's fallback) and blocks. */
export function slackPayloadOf(content: MessageContent, appUrl: string | null): Record<string, unknown> {
  const link = content.link
    ? { label: content.link.label, href: absoluteLink(content.link.path, appUrl) }
    : null;
  const facts = (content.facts ?? []).slice(0, MAX_FIELDS);
  const blocks: Record<string, unknown>[] = [
    { type: "header", text: { type: "plain_text", text: content.subject.slice(0, 150) } },
    ...content.paragraphs.map((p) => ({ type: "section", text: { type: "mrkdwn", text: escapeSlack(p) } })),
  ];
  if (facts.length > 0) {
    blocks.push({
      type: "section",
      fields: facts.map((f) => ({
        type: "mrkdwn",
        text: `*${escapeSlack(f.label)}*\n${escapeSlack(f.value)}`,
      })),
    });
  }
  if (link && /^https?:\/\//.test(link.href)) {
    blocks.push({
      type: "actions",
      elements: [{ type: "button", text: { type: "plain_text", text: link.label }, url: link.href }],
    });
  }
  const text = [content.subject, ...content.paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])]
    .map(escapeSlack)
    .join("\n");
  return { text, blocks };
}
