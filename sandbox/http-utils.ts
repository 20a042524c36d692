import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError("request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function sendJson(
  response: ServerResponse,
  httpStatus: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(httpStatus, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** The `{status, statusMessage}` error body the sandbox answers with, status mirroring the HTTP code. */
export function sendProviderError(response: ServerResponse, httpStatus: number, statusMessage: string): void {
  sendJson(response, httpStatus, { status: httpStatus, statusMessage });
}

/** Value of a header only when sent with exactly this spelling (Node lower-cases `request.headers`). */
export function exactHeader(request: IncomingMessage, name: string): string | undefined {
  const raw = request.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index] === name) return raw[index + 1];
  }
  return undefined;
}

export function isLoopback(request: IncomingMessage): boolean {
  const address = request.socket.remoteAddress ?? "";
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** JSON.parse that answers undefined instead of throwing, for bodies checked by a schema right after. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Compares secrets without leaking, through timing, how much of them matched. */
export function constantTimeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
