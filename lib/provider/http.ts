import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { pipeline, type Readable, type Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { readCappedStream } from "@/lib/http/read-capped-stream";
import { ProviderBadResponse, type ProviderOperation, ProviderUnavailable } from "./errors";

/**
 * The largest answer read from the provider: a history page of the largest size asked for is well under 2 MiB.
 * A bigger answer is not the provider speaking as documented, and must not fill the server's memory.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export type HttpRequest = {
  url: URL;
  method: "GET" | "POST";
  /** Sent with their names spelled exactly as given. */
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** The cap on the answer's body; MAX_ANSWER_BYTES unless a test says otherwise. */
  maxAnswerBytes?: number;
};

export type HttpAnswer = {
  status: number;
  headers: Pick<Headers, "get">;
  text: string;
};

/** One exchange with the provider: `sendHttp` by default; tests pass one that changes what is sent. */
export type HttpSend = (operation: ProviderOperation, request: HttpRequest) => Promise<HttpAnswer>;

// Connections to the provider are kept open between exchanges, as a reconciliation run makes a hundred a second.
const agents = {
  "http:": new HttpAgent({ keepAlive: true }),
  "https:": new HttpsAgent({ keepAlive: true }),
};

// A Map, not an object: the header's value is the provider's, and must not reach an object's prototype.
const DECOMPRESSORS = new Map<string, () => Transform>([
  ["gzip", createGunzip],
  ["x-gzip", createGunzip],
  ["deflate", createInflate],
  ["br", createBrotliDecompress],
]);

function answerHeaders(incoming: IncomingMessage): Pick<Headers, "get"> {
  return {
    get: (name) => {
      const value = incoming.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/**
 * The body as the provider meant it: decompressed where it says it is compressed, as fetch would. Piped so that
 * a connection cut mid-answer fails the decompressed stream too.
 */
function decoded(incoming: IncomingMessage): Readable {
  const decompress = DECOMPRESSORS.get(incoming.headers["content-encoding"]?.trim().toLowerCase() ?? "");
  return decompress ? pipeline(incoming, decompress(), () => {}) : incoming;
}

/**
 * One HTTP exchange, bounded by a timeout that covers reading the body too, and by a cap on the body's size
 * (after decompression). Redirects are returned, never followed: a redirect could carry the bearer token and
 * signature to another host.
 *
 * node:http rather than fetch: every fetch exchange left about 9 KiB that outlived a young-generation collection
 * (undici registers each response's body in a FinalizationRegistry, and a signal's controller through a WeakRef),
 * 25 MiB promoted per 2,800 exchanges against 0.5 MiB here; a reconciliation run's memory peak was made of it.
 */
export function sendHttp(operation: ProviderOperation, request: HttpRequest): Promise<HttpAnswer> {
  const cap = request.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const body = request.body === undefined ? undefined : Buffer.from(request.body, "utf8");
  const https = request.url.protocol === "https:";
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    let outgoing: ClientRequest | undefined;
    const fail = (error: Error) =>
      settle(() => {
        outgoing?.destroy();
        reject(error);
      });
    const timer = setTimeout(() => fail(new ProviderUnavailable(operation, "timeout")), request.timeoutMs);
    try {
      outgoing = (https ? httpsRequest : httpRequest)(
        request.url,
        {
          method: request.method,
          headers: body ? { ...request.headers, "Content-Length": String(body.length) } : request.headers,
          agent: https ? agents["https:"] : agents["http:"],
        },
        (incoming) => {
          const status = incoming.statusCode ?? 0;
          const declared = Number(incoming.headers["content-length"] ?? Number.NaN);
          if (declared > cap) return fail(new ProviderBadResponse(operation, "too_large", status));
          readCappedStream(decoded(incoming), cap).then(
            (answer) =>
              answer.ok
                ? settle(() =>
                    resolve({
                      status,
                      headers: answerHeaders(incoming),
                      text: new TextDecoder().decode(answer.bytes),
                    }),
                  )
                : fail(new ProviderBadResponse(operation, "too_large", status)),
            () => fail(new ProviderUnavailable(operation, "network")),
          );
        },
      );
      outgoing.on("error", () => fail(new ProviderUnavailable(operation, "network")));
      outgoing.end(body);
    } catch {
      // Refused before anything was sent, as a header value with a line break (a token the provider issued) is.
      fail(new ProviderUnavailable(operation, "network"));
    }
  });
}
