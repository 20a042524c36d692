import type { z } from "zod";
import { trimEndChar } from "@/lib/text/trim-char";
import { failureOutcome, type ProviderCall, type ProviderCallObserver } from "./call-observer";
import { CircuitBreakerRegistry } from "./circuit-breaker";
import { type ProviderClientConfigInput, providerClientConfigSchema } from "./config";
import {
  ProviderBadResponse,
  type ProviderOperation,
  ProviderRateLimited,
  ProviderUnauthorized,
  ProviderUnavailable,
} from "./errors";
import { type HttpAnswer, type HttpSend, sendHttp } from "./http";
import type { ExchangePacer } from "./pacer";
import { CredentialsRejected, readProviderAnswer } from "./read-answer";
import { createHistoryRequestIdGenerator } from "./request-id";
import { realRetryDependencies, withRetry } from "./retry";
import {
  HISTORY_REQUEST_TYPE,
  type HistoryQuery,
  type HistoryResponse,
  historyQuerySchema,
  historyResponseSchema,
  readHistoryPage,
} from "./schemas/history";
import {
  type TransactionIdKind,
  type TransactionStatusResponse,
  transactionIdKindSchema,
  transactionStatusResponseSchema,
} from "./schemas/transaction-status";
import { createSigner } from "./signature";
import { readTokenAnswer } from "./token-answer";
import { TokenManager } from "./token-manager";
import type { AccessToken, TokenStore } from "./token-store";

export const TRANSACTION_STATUS_PATH = "/public/api/v1/payment/notif/trx";
export const HISTORY_PATH = "/payment/aggregator/history";
/** A stored replacement, then one this call fetches (callWithToken). */
const MAX_TOKEN_REPLACEMENTS = 2;

export type ProviderClientDependencies = {
  tokenStore: TokenStore;
  /** How an exchange is sent; `sendHttp` unless a test changes what goes out. */
  send?: HttpSend;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Share breakers between clients of one process; by default each client has its own. */
  circuitBreakers?: CircuitBreakerRegistry;
  /** Told of every exchange (retries included) and of every call the circuit breaker refused. */
  observer?: ProviderCallObserver;
  /** Gives every exchange (retries and token requests included) its turn; by default none waits. */
  pacer?: ExchangePacer;
};

const UNPACED: ExchangePacer = { pace: (exchange) => exchange(), rateLimited: () => {} };

export interface ProviderClient {
  /** 4.1: status of one deduct-deposit transaction, by the provider's requestId or the partner's id. */
  getTransactionStatus(id: string, kind: TransactionIdKind): Promise<TransactionStatusResponse>;
  /** 4.2: one page of a user's history. */
  getHistory(query: HistoryQuery): Promise<HistoryResponse>;
  /**
   * Issues a new access token, which expires the previous one at the provider. It is not stored: the other
   * methods obtain tokens through the TokenStore, so call this directly only for diagnostics.
   */
  requestToken(): Promise<AccessToken>;
}

type SignedRequest = {
  operation: ProviderOperation;
  url: URL;
  method: "GET" | "POST";
  body: string;
  /** Spelled differently on 4.1 and 4.2 (docs/provider-api.md#headers); each is sent exactly as written. */
  requestTimeHeader: "Request-time" | "Request-Time";
  /** The `requestId` this request carries (4.2), reported with every exchange of it. */
  sentRequestId: string | null;
};

/** Every answer of 4.1 and 4.2 names itself with a top-level `requestId`. */
type IdentifiedAnswer = { requestId: string };

function endpoint(baseUrl: string, path: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${trimEndChar(url.pathname, "/")}${path}`;
  return url;
}

export function createProviderClient(
  configInput: ProviderClientConfigInput,
  dependencies: ProviderClientDependencies,
): ProviderClient {
  const config = providerClientConfigSchema.parse(configInput);
  const send = dependencies.send ?? sendHttp;
  const now = dependencies.now ?? Date.now;
  const retryDependencies = {
    sleep: dependencies.sleep ?? realRetryDependencies.sleep,
    random: dependencies.random ?? realRetryDependencies.random,
  };
  const breakers =
    dependencies.circuitBreakers ?? new CircuitBreakerRegistry({ ...config.circuitBreaker, now });
  const signer = createSigner(config.signingScheme, { clientSecret: config.clientSecret });
  const nextHistoryRequestId = createHistoryRequestIdGenerator({ clientId: config.clientId, now });
  const pacer = dependencies.pacer ?? UNPACED;

  function report(call: ProviderCall): void {
    try {
      dependencies.observer?.(call);
    } catch {
      // Observing a call never changes its outcome.
    }
  }

  /**
   * Retries transient failures; each attempt goes through the host's circuit breaker, then waits for its turn
   * in the pacer, and is reported to the observer with its outcome and latency (the wait left out).
   * `answerRequestId` names a successful answer.
   */
  function resilient<T>(
    operation: ProviderOperation,
    url: URL,
    attempt: () => Promise<T>,
    sentRequestId: string | null = null,
    answerRequestId: (answer: T) => string | null = () => sentRequestId,
  ): Promise<T> {
    const breaker = breakers.forHost(url.host);
    const call = { operation, host: url.host };
    const observed = async () => {
      const started = now();
      try {
        const answer = await attempt();
        report({
          ...call,
          outcome: "ok",
          latencyMs: now() - started,
          providerRequestId: answerRequestId(answer),
        });
        return answer;
      } catch (error) {
        const outcome = failureOutcome(error);
        report({ ...call, outcome, latencyMs: now() - started, providerRequestId: sentRequestId });
        throw error;
      }
    };
    // The pause starts before this exchange gives up its place, so no other exchange slips out meanwhile.
    const paced = () =>
      pacer.pace(
        async () => {
          try {
            return await observed();
          } catch (error) {
            if (error instanceof ProviderRateLimited) pacer.rateLimited(error.retryAfterMs);
            throw error;
          }
        },
        (pauseLeftMs) => new ProviderRateLimited(operation, pauseLeftMs),
      );
    return withRetry(
      () =>
        breaker.run(
          paced,
          (error) => error instanceof ProviderUnavailable,
          () => {
            report({ ...call, outcome: "circuit_open", latencyMs: null, providerRequestId: sentRequestId });
            return new ProviderUnavailable(operation, "circuit_open");
          },
        ),
      config.retry,
      retryDependencies,
    );
  }

  async function requestToken(): Promise<AccessToken> {
    const url = new URL(config.tokenUrl);
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`, "utf8").toString("base64");
    return resilient("token", url, async () => {
      const answer = await send("token", {
        url,
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Basic ${basic}` },
        body: JSON.stringify({ grant_type: "client_credentials" }),
        timeoutMs: config.timeoutMs,
      });
      return readTokenAnswer(answer, now());
    });
  }

  const tokens = new TokenManager({
    store: dependencies.tokenStore,
    fetchNew: requestToken,
    refreshMarginMs: config.tokenRefreshMarginMs,
    now,
  });

  /** Each attempt is read inside the retry loop so that 5xx and 429 answers are retried like timeouts. */
  function sendSigned<T extends IdentifiedAnswer>(
    request: SignedRequest,
    accessToken: string,
    read: (answer: HttpAnswer) => T,
  ): Promise<T> {
    const attempt = async () => {
      // A fresh time and signature per attempt: a retried request must not look stale.
      const requestTime = String(now());
      const signature = signer.sign({
        method: request.method,
        pathWithQuery: `${request.url.pathname}${request.url.search}`,
        accessToken,
        requestTime,
        body: request.body,
      });
      const answer = await send(request.operation, {
        url: request.url,
        method: request.method,
        headers: {
          "Content-Type": "application/json",
          Signature: signature,
          [request.requestTimeHeader]: requestTime,
          Authorization: `Bearer ${accessToken}`,
          "Client-Id": config.clientId,
        },
        body: request.method === "GET" ? undefined : request.body,
        timeoutMs: config.timeoutMs,
      });
      return read(answer);
    };
    return resilient(
      request.operation,
      request.url,
      attempt,
      request.sentRequestId,
      (answer) => answer.requestId,
    );
  }

  /**
   * Sends with the shared token; when the provider refuses it, gets a replacement and tries again. A
   * replacement another caller stored may have been revoked with ours: then one more, which this call fetches.
   * A token this call fetched itself and the provider refuses ends it.
   */
  async function callWithToken<Schema extends z.ZodType<IdentifiedAnswer>>(
    request: SignedRequest,
    schema: Schema,
  ): Promise<z.output<Schema>> {
    const exchange = (accessToken: string) =>
      sendSigned(request, accessToken, (answer) =>
        readProviderAnswer(answer, schema, { operation: request.operation, nowMs: now() }),
      );
    let token = await tokens.current();
    let fetched = false;
    for (let replacements = 0; ; replacements += 1) {
      try {
        return await exchange(token);
      } catch (error) {
        if (!(error instanceof CredentialsRejected)) throw error;
        if (fetched || replacements === MAX_TOKEN_REPLACEMENTS) {
          throw new ProviderUnauthorized(
            request.operation,
            error.httpStatus,
            "refused again with a freshly issued token",
          );
        }
      }
      ({ token, fetched } = await tokens.replace(token));
    }
  }

  async function getTransactionStatus(
    id: string,
    kind: TransactionIdKind,
  ): Promise<TransactionStatusResponse> {
    transactionIdKindSchema.parse(kind);
    if (id.length === 0) throw new TypeError("transaction id must not be empty");
    const url = endpoint(config.statusBaseUrl, TRANSACTION_STATUS_PATH);
    url.search = new URLSearchParams({ request_id: id, type: kind }).toString();
    const response = await callWithToken(
      {
        operation: "transaction-status",
        url,
        method: "GET",
        body: "",
        requestTimeHeader: "Request-time",
        sentRequestId: null,
      },
      transactionStatusResponseSchema,
    );
    const matched = kind === "requestId" ? response.body.requestId : response.body.transactionId;
    if (matched !== id) {
      throw new ProviderBadResponse("transaction-status", "unexpected_shape", 200, [
        kind === "requestId" ? "body.requestId" : "body.transactionId",
      ]);
    }
    return response;
  }

  async function getHistory(query: HistoryQuery): Promise<HistoryResponse> {
    const body = historyQuerySchema.parse(query);
    const requestId = nextHistoryRequestId();
    const payload = JSON.stringify({ requestId, type: HISTORY_REQUEST_TYPE, body });
    const response = await callWithToken(
      {
        operation: "history",
        url: endpoint(config.historyBaseUrl, HISTORY_PATH),
        method: "POST",
        body: payload,
        requestTimeHeader: "Request-Time",
        sentRequestId: requestId,
      },
      historyResponseSchema,
    );
    // Entries of another user must never reach this user's screen, whatever went wrong upstream.
    const foreign = response.body.transactions.findIndex(
      (entry) => entry.userId !== undefined && entry.userId !== body.userId,
    );
    if (foreign >= 0) {
      throw new ProviderBadResponse("history", "unexpected_shape", 200, [
        `body.transactions.${foreign}.userId`,
      ]);
    }
    return readHistoryPage(response);
  }

  return { getTransactionStatus, getHistory, requestToken };
}
