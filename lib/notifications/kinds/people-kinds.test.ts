import { describe, expect, it } from "vitest";
import { renderNotification } from "../delivery/render";

const jakarta = { locale: "en" as const, timeZone: "Asia/Jakarta" };

function render(kind: string, params: unknown, reader: { locale: "en" | "id"; timeZone: string } = jakarta) {
  const rendered = renderNotification(kind, JSON.stringify(params), reader);
  if (!rendered.ok) throw new Error(rendered.reason);
  return rendered.content;
}

const digest = {
  cadence: "hourly",
  since: "2026-11-29T09:00:00.000Z",
  until: "2026-11-29T10:00:00.000Z",
  overdueBefore: "2026-11-28T10:00:00.000Z",
  rejected: { count: 1000, more: true },
  overdue: { count: 3, more: false },
};

describe("what people are told", () => {
  it("a digest: its counts (more than the cap past it) and links to exactly its two lists, in both languages", () => {
    const en = render("compliance.digest", digest);
    expect(en.facts?.map((f) => f.value)).toEqual(["more than 1,000", "3"]);
    expect(en.links?.map((l) => l.path)).toEqual([
      "/inbox?status=rejected&since=2026-11-29T09%3A00%3A00.000Z&before=2026-11-29T10%3A00%3A00.000Z",
      "/inbox?overdue=1&before=2026-11-28T10%3A00%3A00.000Z",
    ]);
    expect(en.paragraphs[0]).toContain("4:00");
    const id = render("compliance.digest", digest, { locale: "id", timeZone: "Asia/Jakarta" });
    expect(id.facts?.map((f) => f.value)).toEqual(["lebih dari 1.000", "3"]);
    expect(id.subject).toBe("Ringkasan kepatuhan satu jam terakhir");
  });

  it("a digest links only to lists that hold something", () => {
    const content = render("compliance.digest", { ...digest, rejected: { count: 0, more: false } });
    expect(content.links?.map((l) => l.label)).toEqual(["Open the overdue decisions"]);
  });

  it("a new factor names its method", () => {
    expect(render("security.factorAdded", { at: digest.until, method: "passkey" }).subject).toBe(
      "A second factor was added to your account: A passkey",
    );
    expect(
      render("security.factorAdded", { at: digest.until, method: "totp" }, { locale: "id", timeZone: "UTC" })
        .subject,
    ).toBe("Faktor kedua ditambahkan ke akun Anda: Aplikasi autentikator");
  });

  it("an export's end links to the Exports page, a run's to its own page", () => {
    const done = render("jobs.exportEnded", {
      outcome: "done",
      jobId: "job-1",
      entries: 1234,
      truncated: true,
      scheduled: true,
    });
    expect(done.paragraphs).toEqual([
      "Your scheduled export finished with 1,234 entries.",
      "It stopped at its limit: the history has more entries than the file holds.",
    ]);
    expect(done.link?.path).toBe("/exports");
    const run = render("jobs.reconcileFinished", { runId: "run 1", rows: 2, providerErrors: 1 });
    expect(run.link?.path).toBe("/reconcile/run%201");
    expect(run.subject).toBe("Your reconciliation run finished with rows to retry");
  });
});
