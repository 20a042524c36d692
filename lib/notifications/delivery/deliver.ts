import "server-only";
import type { LookupAddress } from "node:dns";
import { type Keyring, open } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { LOCALES, type Locale, TIME_ZONES } from "@/lib/i18n/config";
import { DEFAULT_LOCALE } from "@/lib/i18n/locale";
import type { MessageContent } from "../kinds/kind";
import { WEBHOOK_SECRET_CONTEXT, WEBHOOK_URL_CONTEXT } from "../sealed";
import type { DeliverySettings } from "../smtp-config";
import { retryDelayMs } from "./backoff";
import { emailOf } from "./email";
import { postNotification } from "./post";
import { type Reader, renderNotification } from "./render";
import { slackPayloadOf } from "./slack";
import { type SmtpTransport, sendMail, smtpTransport } from "./smtp";
import { signedWebhookOf } from "./webhook";

/** A message a worker holds for this long is taken to have died with its instance and is tried again. */
export const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const POST_TIMEOUT_MS = 10_000;

export interface DeliveryOptions {
  /** This worker's name, written on what it holds (`leaseOwner`). */
  owner: string;
  keys: Keyring;
  /** Read once per pass: an admin's change applies from the next. */
  settings: (db: Db) => Promise<DeliverySettings>;
  retryBaseMs: number;
  allowPrivateNetwork: boolean;
  /** The clock: injected so tests move it rather than wait. */
  now?: () => Date;
  /** For tests: how webhook hosts resolve. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  batchSize?: number;
}

/** What a try came to: sent; failed (tried again later); refused (can never succeed: given up at once). */
type Outcome = "sent" | "failed" | "refused";
interface Tried {
  outcome: Outcome;
  detail: string;
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Takes up to `limit` due messages for `owner`: pending ones whose time has come, and ones whose holder's lease
 * ran out. Each is taken by one conditional update that only matches while the row is still due, so of two
 * workers reaching for the same row one update matches and the other's changes nothing (PostgreSQL re-checks
 * the condition after the first commits; SQLite runs writes one at a time).
 */
export async function claimDue(db: Db, owner: string, now: Date, limit = BATCH, leaseMs = LEASE_MS) {
  const due = {
    OR: [
      { state: "pending", nextAttemptAt: { lte: now } },
      { state: "sending", leaseUntil: { lt: now } },
    ],
  };
  const candidates = await db.notification.findMany({
    where: due,
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  const claimed = [];
  for (const { id } of candidates) {
    const { count } = await db.notification.updateMany({
      where: { id, ...due },
      data: { state: "sending", leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) },
    });
    if (count === 1) {
      claimed.push(
        await db.notification.findUniqueOrThrow({
          where: { id },
          select: {
            id: true,
            kind: true,
            params: true,
            channel: true,
            userId: true,
            address: true,
            endpointId: true,
            attempts: true,
          },
        }),
      );
    }
  }
  return claimed;
}

const localeOf = (value: string | null): Locale =>
  (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : DEFAULT_LOCALE;
const DEFAULT_READER: Reader = { locale: DEFAULT_LOCALE, timeZone: TIME_ZONES[0] };

interface Pass {
  db: Db;
  options: DeliveryOptions;
  settings: DeliverySettings;
  transport: SmtpTransport | null;
  now: Date;
}

function rendered(row: Claimed, reader: Reader): MessageContent | Tried {
  const result = renderNotification(row.kind, row.params, reader);
  return result.ok ? result.content : { outcome: "refused", detail: result.reason.replace("_", " ") };
}

async function tryEmail(pass: Pass, row: Claimed): Promise<Tried> {
  let to = row.address;
  let reader = DEFAULT_READER;
  if (row.userId) {
    const person = await pass.db.user.findUnique({
      where: { id: row.userId },
      select: { email: true, locale: true, timeZone: true, disabledAt: true },
    });
    if (!person || person.disabledAt) return { outcome: "refused", detail: "recipient disabled" };
    to = person.email;
    reader = { locale: localeOf(person.locale), timeZone: person.timeZone };
  }
  if (!to) return { outcome: "refused", detail: "no recipient" };
  const content = rendered(row, reader);
  if (!("subject" in content)) return content;
  if (!pass.settings.smtp || !pass.transport) return { outcome: "failed", detail: "SMTP not configured" };
  return sendMail(pass.transport, pass.settings.smtp.from, to, emailOf(content, pass.settings.appUrl));
}

async function tryEndpoint(pass: Pass, row: Claimed): Promise<Tried> {
  const endpoint = row.endpointId
    ? await pass.db.webhookEndpoint.findUnique({ where: { id: row.endpointId } })
    : null;
  if (!endpoint?.enabled) return { outcome: "refused", detail: "endpoint disabled" };
  const content = rendered(row, DEFAULT_READER);
  if (!("subject" in content)) return content;
  const { keys, allowPrivateNetwork, resolve } = pass.options;
  const address = endpoint.urlSealed ? open(endpoint.urlSealed, keys, WEBHOOK_URL_CONTEXT) : endpoint.url;
  const policy = { allowPrivateNetwork, timeoutMs: POST_TIMEOUT_MS, resolve };
  if (row.channel === "slack") {
    const body = JSON.stringify(slackPayloadOf(content, pass.settings.appUrl));
    return postNotification(address, { headers: { "content-type": "application/json" }, body }, policy);
  }
  if (!endpoint.secretSealed) return { outcome: "refused", detail: "no signing secret" };
  const secret = open(endpoint.secretSealed, keys, WEBHOOK_SECRET_CONTEXT);
  const request = signedWebhookOf(
    { id: row.id, kind: row.kind, params: JSON.parse(row.params), content },
    secret,
    pass.settings.appUrl,
    pass.now,
  );
  return postNotification(address, request, policy);
}

async function tryOnce(pass: Pass, row: Claimed): Promise<Tried> {
  try {
    return row.channel === "email" ? await tryEmail(pass, row) : await tryEndpoint(pass, row);
  } catch {
    // A sealed value no key opens, a row another version wrote: tried again (a key may be added back).
    return { outcome: "failed", detail: "unexpected error" };
  }
}

/** Writes the try to the log and the message's next state, only while this worker still holds it. */
async function record(
  pass: Pass,
  row: Claimed,
  tried: Tried,
  durationMs: number,
): Promise<Outcome | "given_up"> {
  const attempts = row.attempts + 1;
  const givenUp =
    tried.outcome === "refused" || (tried.outcome === "failed" && attempts >= pass.settings.maxAttempts);
  const next =
    tried.outcome === "sent"
      ? { state: "sent", sentAt: pass.now, lastError: null }
      : givenUp
        ? { state: "failed", lastError: tried.detail }
        : {
            state: "pending",
            lastError: tried.detail,
            nextAttemptAt: new Date(pass.now.getTime() + retryDelayMs(attempts, pass.options.retryBaseMs)),
          };
  await pass.db.$transaction([
    pass.db.notificationAttempt.create({
      data: {
        notificationId: row.id,
        at: pass.now,
        outcome: tried.outcome,
        detail: tried.detail,
        durationMs: Math.max(0, Math.round(durationMs)),
      },
    }),
    pass.db.notification.updateMany({
      where: { id: row.id, state: "sending", leaseOwner: pass.options.owner },
      data: { ...next, attempts, leaseOwner: null, leaseUntil: null },
    }),
  ]);
  return tried.outcome === "sent" ? "sent" : givenUp ? "given_up" : "failed";
}

export interface PassResult {
  sent: number;
  /** Failed this time, to be tried again. */
  retried: number;
  /** Given up: refused, or failed for the last allowed time (state "failed"). */
  givenUp: number;
}

/**
 * One pass of this worker: claims what is due, batch by batch, and tries each once. Never called on a request's
 * path: messages are queued by `notify` and sent here, in the background.
 */
export async function deliverDue(db: Db, options: DeliveryOptions): Promise<PassResult> {
  const clock = options.now ?? (() => new Date());
  const result: PassResult = { sent: 0, retried: 0, givenUp: 0 };
  const settings = await options.settings(db);
  let transport: SmtpTransport | null = null;
  try {
    for (;;) {
      const now = clock();
      const claimed = await claimDue(db, options.owner, now, options.batchSize ?? BATCH);
      if (claimed.length === 0) break;
      if (!transport && settings.smtp && claimed.some((row) => row.channel === "email")) {
        transport = smtpTransport(settings.smtp);
      }
      for (const row of claimed) {
        const pass: Pass = { db, options, settings, transport, now: clock() };
        const started = performance.now();
        const tried = await tryOnce(pass, row);
        const outcome = await record(pass, row, tried, performance.now() - started);
        if (outcome === "sent") result.sent += 1;
        else if (outcome === "given_up") result.givenUp += 1;
        else result.retried += 1;
      }
    }
  } finally {
    transport?.close();
  }
  return result;
}
