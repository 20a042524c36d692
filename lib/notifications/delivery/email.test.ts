import { describe, expect, it } from "vitest";
import { emailOf, escapeHtml } from "./email";

const content = {
  subject: "Export <done>",
  paragraphs: ['Your export of "user-1" & more finished.', "<script>alert(1)</script>"],
  facts: [{ label: "Entries", value: "<b>12</b>" }],
  link: { label: "Open <it>", path: "/exports?x=1&y=2" },
};

describe("emailOf", () => {
  it("writes every value as text in the HTML part, never as markup", () => {
    const { html } = emailOf(content, "https://bo.example.test");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>12</b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Your export of &quot;user-1&quot; &amp; more finished.");
    expect(html).toContain('<a href="https://bo.example.test/exports?x=1&amp;y=2">Open &lt;it&gt;</a>');
  });

  it("says the same in plain text, the link in full", () => {
    const { subject, text } = emailOf(content, "https://bo.example.test/");
    expect(subject).toBe("Export <done>");
    expect(text).toBe(
      'Your export of "user-1" & more finished.\n\n<script>alert(1)</script>\n\nEntries: <b>12</b>\n\nOpen <it>: https://bo.example.test/exports?x=1&y=2\n',
    );
  });

  it("writes a message's further links after its link, each in full", () => {
    const { text, html } = emailOf(
      {
        subject: "Digest",
        paragraphs: [],
        links: [
          { label: "New", path: "/inbox?status=rejected&since=a" },
          { label: "Overdue", path: "/inbox?overdue=1" },
        ],
      },
      "https://bo.example.test",
    );
    expect(text).toBe(
      "New: https://bo.example.test/inbox?status=rejected&since=a\n\nOverdue: https://bo.example.test/inbox?overdue=1\n",
    );
    expect(html).toContain('<a href="https://bo.example.test/inbox?overdue=1">Overdue</a>');
  });

  it("escapes each character HTML gives a meaning", () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe("&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;");
  });
});
