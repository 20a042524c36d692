/**
 * Runs claimed jobs side by side, at most `limit` at once: `fill` claims and starts jobs while a slot is free,
 * and each job frees its slot when it ends, however it ends (a job that throws is handed to `onError`).
 */
export function createJobSlots(limit: number, onError: (error: unknown) => void) {
  let active = 0;
  return {
    get active() {
      return active;
    },
    /** Claims and starts jobs until every slot is taken or none is waiting; returns how many it started. */
    async fill<T>(claim: () => Promise<T | null>, run: (job: T) => Promise<unknown>): Promise<number> {
      let started = 0;
      while (active < limit) {
        const job = await claim();
        if (job === null) break;
        active += 1;
        started += 1;
        void run(job)
          .catch(onError)
          .finally(() => {
            active -= 1;
          });
      }
      return started;
    },
  };
}
