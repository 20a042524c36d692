// One timer per name and process, kept on globalThis so that a dev-server reload does not start a second one.
const started = globalThis as unknown as { __periodic?: Set<string> };

export interface PeriodicOptions {
  everyMs: number;
  /** When the first run starts; 0: at once. */
  firstAfterMs?: number;
  /** A failed run is reported here; the next one runs as planned. */
  onError: (error: unknown) => void;
}

/**
 * Runs `task` every `everyMs` in this process, once per `name` however often it is started. A tick that comes
 * while the previous run is still busy is skipped, so runs never overlap. The timers do not keep the process
 * alive.
 */
export function startPeriodic(name: string, task: () => Promise<unknown>, options: PeriodicOptions): void {
  started.__periodic ??= new Set();
  if (started.__periodic.has(name)) return;
  started.__periodic.add(name);
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await task();
    } catch (error) {
      options.onError(error);
    } finally {
      busy = false;
    }
  };
  const repeat = () => {
    void run();
    setInterval(run, options.everyMs).unref();
  };
  if (options.firstAfterMs) setTimeout(repeat, options.firstAfterMs).unref();
  else repeat();
}
