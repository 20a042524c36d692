/** `work`, or a rejection once `ms` have passed without it settling (naming `what` when given). */
export function withTimeout<T>(work: Promise<T>, ms: number, what?: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const message = `timed out after ${ms} ms`;
    timer = setTimeout(() => reject(new Error(what ? `${what} ${message}` : message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
