import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readCappedStream } from "./read-capped-stream";

describe("readCappedStream", () => {
  it("reads a stream within the limit whole", async () => {
    const read = await readCappedStream(Readable.from([Buffer.from("ab"), Buffer.from("cd")]), 4);
    expect(read).toEqual({ ok: true, bytes: Buffer.from("abcd") });
  });

  it("stops at the chunk that passes the limit and destroys the stream", async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        this.push(Buffer.alloc(10));
      },
    });
    const read = await readCappedStream(endless, 25);
    expect(read).toEqual({ ok: false, reason: "too_large", bytesSeen: 30 });
    expect(endless.destroyed).toBe(true);
    expect(pulled).toBeLessThan(10);
  });

  it("fails a stream that closes before its end", async () => {
    const cut = new Readable({ read() {} });
    cut.push(Buffer.from("{"));
    setImmediate(() => cut.destroy());
    await expect(readCappedStream(cut, 100)).rejects.toThrow(/closed before its end/);
  });

  it("fails a stream that fails", async () => {
    const failing = new Readable({ read() {} });
    setImmediate(() => failing.destroy(new Error("reset")));
    await expect(readCappedStream(failing, 100)).rejects.toThrow("reset");
  });
});
