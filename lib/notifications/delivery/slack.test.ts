import { describe, expect, it } from "vitest";
import { slackPayloadOf } from "./slack";

describe("slackPayloadOf", () => {
  it("gives text and blocks, with Slack's control characters escaped so no mention or link is forged", () => {
    const payload = slackPayloadOf(
      {
        subject: "Alert <!channel>",
        paragraphs: ["Refusals & errors <https://evil.example|click>"],
        facts: [{ label: "Rule", value: "callback <refusals>" }],
        link: { label: "Open", path: "/alerts" },
      },
      "https://bo.example.test",
    ) as { text: string; blocks: { type: string; text?: { text: string }; fields?: { text: string }[] }[] };
    expect(payload.text).not.toContain("<!channel>");
    expect(payload.text).toContain("Alert &lt;!channel&gt;");
    expect(payload.blocks.map((b) => b.type)).toEqual(["header", "section", "section", "actions"]);
    expect(payload.blocks[1]?.text?.text).toBe("Refusals &amp; errors &lt;https://evil.example|click&gt;");
    expect(payload.blocks[2]?.fields?.[0]?.text).toBe("*Rule*\ncallback &lt;refusals&gt;");
    expect(JSON.stringify(payload.blocks[3])).toContain("https://bo.example.test/alerts");
  });

  it("leaves the button out when no public address makes the link absolute", () => {
    const payload = slackPayloadOf(
      { subject: "S", paragraphs: ["P"], link: { label: "Open", path: "/a" } },
      null,
    ) as {
      blocks: { type: string }[];
    };
    expect(payload.blocks.map((b) => b.type)).toEqual(["header", "section"]);
  });
});
