/**
 * An export that finished without a single entry. The provider answers an unknown (or mistyped: user IDs are
 * case-sensitive) user ID with an empty history, so such a file most often means a wrong ID, not a customer
 * without payments: it is shown as a warning, never as a plain "Done". Its state stays `done` (the job ran to
 * its end; its file, a header only, can be downloaded); the entry count it already stores tells it apart.
 */
export const EMPTY_EXPORT = { state: "done", entriesWritten: 0 } as const;

export function isEmptyExport(job: { state: string; entriesWritten: number }): boolean {
  return job.state === EMPTY_EXPORT.state && job.entriesWritten === EMPTY_EXPORT.entriesWritten;
}
