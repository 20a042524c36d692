import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { ACCOUNT_CHANGES, changeMessageKey } from "./kinds";

describe("the account-changes notice", () => {
  it.each(LOCALES)("says in %s what each change it lists was", (locale) => {
    const kinds = (loadMessages(locale).accountChanges as { kinds: Record<string, unknown> }).kinds;
    expect(ACCOUNT_CHANGES.filter((kind) => typeof kinds[changeMessageKey(kind)] !== "string")).toEqual([]);
  });
});
