import { describe, expect, it } from "vitest";
import { RULE_NAMES, type RuleName } from "@/lib/alerts/rule-names";
import { renderNotification } from "../delivery/render";

// Figures as each rule reports them (lib/alerts/rules).
const FIGURES: Record<RuleName, Record<string, number>> = {
  providerErrors: { windowMinutes: 15, calls: 40, errors: 31, circuitOpen: 12 },
  circuitOpen: { instances: 2, openSeconds: 95 },
  callbackSilence: { minutes: 30, providerAnswers: 17, minutesSinceLast: 44 },
  callbackRefusals: { windowMinutes: 60, received: 50, refused: 41, tokenRefused: 39, shapeRefused: 2 },
  exportJobs: { windowMinutes: 60, failed: 3, queued: 2, oldestQueuedMinutes: 21 },
  reconcileRuns: { windowMinutes: 60, failed: 0, queued: 1, oldestQueuedMinutes: 16 },
  instanceHeartbeat: { secondsSinceSeen: 75 },
  retentionPurge: { failedRuns: 2, minutesSinceSuccess: 130 },
  notificationsFailed: { windowHours: 24, failed: 4 },
};

const params = (rule: RuleName) => ({
  alertId: "alert-1",
  rule,
  subject: "transaction-status",
  figures: FIGURES[rule],
  at: "2026-11-29T03:00:00.000Z",
});

describe("alert messages", () => {
  for (const locale of ["en", "id"] as const) {
    it(`say every rule's name, subject and figures with a link to the Alerts page (${locale})`, () => {
      for (const rule of RULE_NAMES) {
        for (const [kind, extra] of [
          ["alert.opened", {}],
          ["alert.reminder", { reminder: 2 }],
          ["alert.resolved", {}],
        ] as const) {
          const rendered = renderNotification(kind, JSON.stringify({ ...params(rule), ...extra }), {
            locale,
            timeZone: "Asia/Jakarta",
          });
          if (!rendered.ok) throw new Error(`${kind} ${rule}: ${rendered.reason}`);
          const { subject, paragraphs, facts, link } = rendered.content;
          const text = [
            subject,
            ...paragraphs,
            ...(facts ?? []).map((fact) => `${fact.label} ${fact.value}`),
          ].join("\n");
          // A message key left in the text is a message missing from the catalog.
          expect(text, `${kind} ${rule}`).not.toMatch(/notifications\.|alert\.(opened|reminder|resolved)\./);
          expect(subject).toContain("transaction-status");
          const figures = Object.entries(FIGURES[rule]).filter(([name]) => !name.startsWith("minutesSince"));
          for (const [, value] of figures) expect(paragraphs[1], `${kind} ${rule}`).toContain(String(value));
          expect(link?.path).toBe("/settings/alerts");
        }
      }
    });
  }

  it("shows the time in the reader's zone and counts the reminder", () => {
    const rendered = renderNotification(
      "alert.reminder",
      JSON.stringify({ ...params("circuitOpen"), reminder: 3 }),
      { locale: "en", timeZone: "Asia/Jakarta" },
    );
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.content.subject).toBe("Reminder 3: Circuit open (transaction-status) is still open");
    expect(rendered.content.paragraphs[0]).toContain("10:00");
  });

  it("refuses params that name no rule it knows", () => {
    const rendered = renderNotification(
      "alert.opened",
      JSON.stringify({ ...params("circuitOpen"), rule: "nope" }),
      {
        locale: "en",
        timeZone: "UTC",
      },
    );
    expect(rendered).toEqual({ ok: false, reason: "bad_params" });
  });
});
