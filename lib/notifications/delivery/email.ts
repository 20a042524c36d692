import type { MessageContent } from "../kinds/kind";
import { absoluteLink } from "./render";

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as HTML shows it, never as markup (a reference or a name may hold `<`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A message as mail: plain text, and simple HTML carrying the same words (every value escaped). */
export function emailOf(content: MessageContent, appUrl: string | null): EmailMessage {
  // The one link, then a message's further ones (a digest's lists), each in full.
  const links = [...(content.link ? [content.link] : []), ...(content.links ?? [])].map((l) => ({
    label: l.label,
    href: absoluteLink(l.path, appUrl),
  }));
  const facts = content.facts ?? [];
  const text = [
    ...content.paragraphs,
    ...(facts.length > 0 ? [facts.map((f) => `${f.label}: ${f.value}`).join("\n")] : []),
    ...links.map((link) => `${link.label}: ${link.href}`),
  ].join("\n\n");
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">',
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(facts.length > 0
      ? [
          `<table>${facts
            .map(
              (f) => `<tr><th align="left">${escapeHtml(f.label)}</th><td>${escapeHtml(f.value)}</td></tr>`,
            )
            .join("")}</table>`,
        ]
      : []),
    ...links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`),
    "</body></html>",
  ].join("");
  return { subject: content.subject, text: `${text}\n`, html };
}
