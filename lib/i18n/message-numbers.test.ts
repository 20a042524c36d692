import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./config";
import { loadMessages } from "./messages";

type Tree = { [key: string]: string | Tree };

function* leaves(tree: Tree, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") yield [`${prefix}${key}`, value];
    else yield* leaves(value, `${prefix}${key}.`);
  }
}

const say = (locale: Locale, key: string, values: Record<string, number>) =>
  (
    createTranslator({ locale, messages: loadMessages(locale) }) as unknown as (
      key: string,
      values: Record<string, number>,
    ) => string
  )(key, values);

describe("numbers in messages", () => {
  it("are written the way the person's language writes them", () => {
    expect(say("id", "exports.summary", { entries: 1222 })).toBe("1.222 entri");
    expect(say("en", "exports.summary", { entries: 1222 })).toBe("1,222 entries");
    expect(say("id", "history.shown", { count: 1222 })).toBe("1.222 ditampilkan");
    expect(say("id", "exports.fetched", { entries: 12500, pages: 125 })).toBe(
      "12.500 entri ditulis dari 125 halaman",
    );
  });

  it("never take a count as bare text, which would print 1222 in every language", () => {
    // Arguments that carry a count or a size; a plural's own `#` is formatted, `{count, number}` too.
    const counts =
      /\{(count|entries|pages|total|refused|calls|errors|applied|known|reviews|reviewed|times|approved|rejected)\}/;
    for (const locale of LOCALES) {
      const bare = [...leaves(loadMessages(locale) as Tree)].filter(([, text]) => counts.test(text));
      expect(
        bare.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });
});
