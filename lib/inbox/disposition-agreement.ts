/**
 * Whether a disposition agrees with the provider's decision: it neither disagrees nor asks for a follow-up.
 * Only such a review may go without a note (markReviewed decides, the review form mirrors it), and only such
 * a disposition may be recorded in bulk. Its own file, free of the database, so the browser's form can use it;
 * the server imports it through `dispositions.ts`.
 */
export function agreesWithProvider(disposition: { disagrees: boolean; followUp: boolean }): boolean {
  return !disposition.disagrees && !disposition.followUp;
}
