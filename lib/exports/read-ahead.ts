/**
 * The items of `source` in order, the next one already on its way while the caller works on the current one
 * (an export writes a page while the provider serves the next). Never more than one item ahead, so memory
 * stays bounded; a failure of the item ahead surfaces when the caller asks for it.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  let ahead = iterator.next();
  try {
    for (;;) {
      const current = await ahead;
      if (current.done) return;
      ahead = iterator.next();
      // Awaited at the next turn; if the caller leaves first, its failure must not go unhandled.
      ahead.catch(() => {});
      // One turn of the event loop before the caller works: node:http sends a request once the socket is handed
      // to it in a later tick, which a caller writing a page in one long run of resolved awaits would hold back
      // until the page was written, so the provider would serve nothing meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      yield current.value;
    }
  } finally {
    // A caller that leaves early (a cancel, a full file) does not wait for the item on its way, which may be
    // a page the provider makes us wait for: the source is closed once that item has arrived.
    iterator.return?.().catch(() => {});
  }
}
