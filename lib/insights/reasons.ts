/**
 * The provider's rejection reasons are free text: the same reason comes back in other cases, spacing and
 * punctuation. Its key folds those away (compatibility forms, case, punctuation and symbols as spaces, runs of
 * space as one), so it is counted once; the wording people read is the one seen most often.
 */
export function reasonKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase("id")
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

/** The distinct keys of one decision's reasons (a decision naming one reason twice counts once). */
export function reasonKeys(reasons: readonly string[]): string[] {
  return [...new Set(reasons.map(reasonKey).filter(Boolean))];
}

/** Keeps the most frequent original wording per key (ties: the first in collation order, so pages agree). */
export class Wordings {
  private readonly counts = new Map<string, Map<string, number>>();

  add(text: string, count: number): void {
    const key = reasonKey(text);
    if (!key) return;
    let forKey = this.counts.get(key);
    if (!forKey) {
      forKey = new Map();
      this.counts.set(key, forKey);
    }
    forKey.set(text.trim(), (forKey.get(text.trim()) ?? 0) + count);
  }

  of(key: string): string {
    let best = key;
    let most = 0;
    for (const [text, count] of this.counts.get(key) ?? []) {
      if (count > most || (count === most && text.localeCompare(best) < 0)) {
        best = text;
        most = count;
      }
    }
    return best;
  }
}
