import { createRng } from "./prng";

export type SandboxUser = {
  id: string;
  /** Appears in traceable ids; 4 digits. */
  number: number;
  entryCount: number;
  /** Seed of this user's data: the configured seed, except for the demo user whose data never changes. */
  seed: string;
};

export const GENERATED_USER_COUNT = 300;
export const BIG_USER_ENTRY_COUNT = 60_000;
export const HUGE_USER_ENTRY_COUNT = 150_000;
/** Long enough to page many times, short enough to scroll to the end in an end-to-end test. */
export const LONG_USER_ENTRY_COUNT = 2_000;
export const DEMO_USER_ID = "user-demo";
const DEMO_SEED = "demo";

export type UserDirectory = {
  find(id: string): SandboxUser | null;
  byNumber(number: number): SandboxUser | null;
  ids(): string[];
};

function generatedEntryCount(seed: string, id: string): number {
  const rng = createRng(seed, "entry-count", id);
  const roll = rng.next();
  if (roll < 0.1) return 0;
  if (roll < 0.35) return rng.int(1, 9);
  return rng.int(10, 400);
}

export function createUserDirectory(seed: string, demoEntryCount: number): UserDirectory {
  const special: SandboxUser[] = [
    { id: DEMO_USER_ID, number: 0, entryCount: demoEntryCount, seed: DEMO_SEED },
    { id: "user-big", number: 9001, entryCount: BIG_USER_ENTRY_COUNT, seed },
    { id: "user-few", number: 9002, entryCount: 3, seed },
    { id: "user-empty", number: 9003, entryCount: 0, seed },
    // For measuring exports of 100,000 entries and more.
    { id: "user-huge", number: 9004, entryCount: HUGE_USER_ENTRY_COUNT, seed },
    { id: "user-long", number: 9005, entryCount: LONG_USER_ENTRY_COUNT, seed },
  ];
  const byId = new Map(special.map((user) => [user.id, user]));
  const byNumber = new Map(special.map((user) => [user.number, user]));

  const generated = (number: number): SandboxUser | null => {
    if (!Number.isInteger(number) || number < 1 || number > GENERATED_USER_COUNT) return null;
    const id = `user-${String(number).padStart(4, "0")}`;
    return { id, number, entryCount: generatedEntryCount(seed, id), seed };
  };

  return {
    find(id) {
      const known = byId.get(id);
      if (known) return known;
      const match = /^user-(\d{4})$/.exec(id);
      return match ? generated(Number(match[1])) : null;
    },
    byNumber: (number) => byNumber.get(number) ?? generated(number),
    ids: () => [
      ...special.map((user) => user.id),
      ...Array.from(
        { length: GENERATED_USER_COUNT },
        (_, index) => `user-${String(index + 1).padStart(4, "0")}`,
      ),
    ],
  };
}
