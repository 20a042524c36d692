import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";

// What a person reads or hears of a count that stopped at its cap, in both languages: never the cap as the whole.
describe("capped count wording", () => {
  const translator = (locale: "en" | "id") =>
    createTranslator({ locale, messages: loadMessages(locale) }) as unknown as (
      key: string,
      values: Record<string, number | string>,
    ) => string;

  it("names the Inbox tab's capped counts as 'more than' and exact ones as they are", () => {
    const en = translator("en");
    const id = translator("id");
    const navCount = (unreviewedMore: boolean, overdueMore: boolean) => ({
      unreviewed: 1000,
      unreviewedMore: String(unreviewedMore),
      overdue: overdueMore ? 1000 : 12,
      overdueMore: String(overdueMore),
    });
    expect(en("inbox.queue.navCount", navCount(true, true))).toBe(
      "more than 1,000 unreviewed decisions, more than 1,000 overdue",
    );
    expect(en("inbox.queue.navCount", navCount(false, false))).toBe("1,000 unreviewed decisions, 12 overdue");
    expect(en("inbox.queue.navCount", { ...navCount(false, false), unreviewed: 1, overdue: 0 })).toBe(
      "1 unreviewed decision",
    );
    expect(id("inbox.queue.navCount", navCount(true, false))).toBe(
      "lebih dari 1.000 keputusan belum ditinjau, 12 lewat batas",
    );
  });

  it("says a capped tab, total and page count are more than the figure", () => {
    const en = translator("en");
    const id = translator("id");
    expect(en("inbox.counts.atLeast", { count: 1000 })).toBe("1,000+");
    expect(en("inbox.counts.moreThan", { count: 1000 })).toBe("more than 1,000");
    expect(id("inbox.counts.moreThan", { count: 1000 })).toBe("lebih dari 1.000");
    expect(en("inbox.counts.descriptionMore", { count: 5000 })).toContain("More than 5,000 decisions match.");
    expect(id("inbox.counts.descriptionMore", { count: 5000 })).toContain(
      "Lebih dari 5.000 keputusan sesuai.",
    );
    expect(en("pagination.pageOfMore", { page: 3, pages: 100 })).toBe("Page 3 of more than 100");
    expect(id("pagination.pageOfMore", { page: 3, pages: 100 })).toBe("Halaman 3 dari lebih dari 100");
  });
});
