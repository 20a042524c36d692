import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Server as NetServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";

/**
 * The outside world of notifications, on this machine: a real SMTP server that keeps every mail it accepts, and
 * a receiver of webhooks that checks each Standard Webhooks signature (with the secret a test registered for the
 * endpoint's name) and keeps Slack-format posts as they came. Integration tests start it in their process
 * (`startOutbox`); the e2e run starts it beside the sandbox (e2e/outbox-server.ts) and its specs read what
 * arrived over HTTP (`waitForMail`, `waitForPost`). Nothing leaves the machine.
 */

export interface ReceivedMail {
  /** The SMTP envelope: who the app said it writes to, whatever the headers say. */
  envelopeTo: string[];
  envelopeFrom: string;
  subject: string;
  text: string;
  html: string;
  /** The raw message as the server received it (headers and every part), for checks on what must not be in it. */
  raw: string;
  messageId: string;
  at: string;
}

export interface ReceivedPost {
  /** `slack` (POST /slack/<name>) or `webhook` (POST /webhook/<name>). */
  format: "slack" | "webhook";
  name: string;
  headers: Record<string, string>;
  body: string;
  /** For a webhook: whether its signature checked out with the secret registered for the name (null: none was). */
  verified: boolean | null;
  at: string;
}

export interface RunningOutbox {
  smtpPort: number;
  webhookPort: number;
  /** Where the app posts a webhook of this name (`format` slack or webhook). */
  hookUrl(format: "slack" | "webhook", name: string): string;
  mails(): readonly ReceivedMail[];
  posts(): readonly ReceivedPost[];
  /** The secret (`whsec_…`) that signs the webhooks posted to /webhook/<name>. */
  acceptSecret(name: string, secret: string): void;
  /** Stops accepting mail (the port no longer listens) until `startSmtp`, for a test of an SMTP outage. */
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const HOST = "127.0.0.1";
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function headerRecord(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value]] : Array.isArray(value) ? [[key, value.join(", ")]] : [],
    ),
  );
}

function listen(server: NetServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(port, HOST, () => {
      server.off("error", onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startOutbox({
  smtpPort = 0,
  webhookPort = 0,
}: {
  smtpPort?: number;
  webhookPort?: number;
} = {}): Promise<RunningOutbox> {
  const mails: ReceivedMail[] = [];
  const posts: ReceivedPost[] = [];
  const secrets = new Map<string, string>();

  const newSmtp = () =>
    new SMTPServer({
      // A plain server on loopback: no TLS to offer, any sender accepted, a login accepted when one is sent.
      secure: false,
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      size: MAX_BODY_BYTES,
      onAuth: (_auth, _session, callback) => callback(null, { user: "outbox" }),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", callback);
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              mails.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                subject: parsed.subject ?? "",
                text: parsed.text ?? "",
                html: typeof parsed.html === "string" ? parsed.html : "",
                raw: raw.toString("utf8"),
                messageId: parsed.messageId ?? "",
                at: new Date().toISOString(),
              });
              callback(null, `Queued as outbox-${mails.length}`);
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  let smtp: SMTPServer | null = newSmtp();
  let boundSmtpPort = await listen(smtp.server, smtpPort);

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${HOST}`);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const [, first, name, ...rest] = url.pathname.split("/");
    if (request.method === "GET" && url.pathname === "/__outbox/health") return answer(200, { ok: true });
    if (request.method === "GET" && url.pathname === "/__outbox/mails") return answer(200, mails);
    if (request.method === "GET" && url.pathname === "/__outbox/posts") return answer(200, posts);
    readBody(request).then(
      (body) => {
        if (request.method === "POST" && url.pathname === "/__outbox/secrets") {
          const { name: hook, secret } = JSON.parse(body) as { name: string; secret: string };
          if (!NAME.test(hook) || !secret.startsWith("whsec_"))
            return answer(400, { error: "name or secret" });
          secrets.set(hook, secret);
          return answer(204, null);
        }
        if (
          request.method !== "POST" ||
          (first !== "slack" && first !== "webhook") ||
          !name ||
          !NAME.test(name) ||
          rest.length > 0
        ) {
          return answer(404, { error: "not found" });
        }
        const headers = headerRecord(request);
        let verified: boolean | null = null;
        if (first === "webhook") {
          const secret = secrets.get(name);
          if (secret) {
            try {
              new Webhook(secret).verify(body, headers);
              verified = true;
            } catch {
              verified = false;
            }
          }
        }
        posts.push({ format: first, name, headers, body, verified, at: new Date().toISOString() });
        // Slack answers "ok"; a Standard Webhooks receiver refuses a signature that does not check out.
        if (first === "slack") {
          response.writeHead(200, { "content-type": "text/plain" });
          return response.end("ok");
        }
        return answer(verified === false ? 401 : 204, null);
      },
      () => answer(413, { error: "too large" }),
    );
  });
  const boundWebhookPort = await listen(http, webhookPort);

  const closeSmtp = async () => {
    const running = smtp;
    smtp = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  return {
    get smtpPort() {
      return boundSmtpPort;
    },
    webhookPort: boundWebhookPort,
    hookUrl: (format, name) => `http://${HOST}:${boundWebhookPort}/${format}/${name}`,
    mails: () => mails,
    posts: () => posts,
    acceptSecret: (name, secret) => {
      secrets.set(name, secret);
    },
    stopSmtp: closeSmtp,
    startSmtp: async () => {
      if (smtp) return;
      smtp = newSmtp();
      boundSmtpPort = await listen(smtp.server, boundSmtpPort);
    },
    close: async () => {
      await closeSmtp();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

// What an e2e spec uses: the outbox the Playwright run started (e2e/outbox-server.ts), read over HTTP.

const POLL_MS = 250;

async function outboxGet<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`outbox ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function waitFor<T>(
  read: () => Promise<T[]>,
  matches: (item: T) => boolean,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await read()).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The first mail to `to` (and, when given, whose subject contains `subject`) the outbox received. */
export function waitForMail(
  baseUrl: string,
  to: string,
  { subject, timeoutMs = 20_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  return waitFor(
    () => outboxGet<ReceivedMail[]>(baseUrl, "/__outbox/mails"),
    (mail) => mail.envelopeTo.includes(address) && (!subject || mail.subject.includes(subject)),
    `mail to ${to}`,
    timeoutMs,
  );
}

/** Every mail to `to` the outbox has received so far. */
export async function mailsTo(baseUrl: string, to: string): Promise<ReceivedMail[]> {
  const address = to.toLowerCase();
  return (await outboxGet<ReceivedMail[]>(baseUrl, "/__outbox/mails")).filter((mail) =>
    mail.envelopeTo.includes(address),
  );
}

/** The first post to the webhook or Slack hook of this name. */
export function waitForPost(
  baseUrl: string,
  format: "slack" | "webhook",
  name: string,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<ReceivedPost> {
  return waitFor(
    () => outboxGet<ReceivedPost[]>(baseUrl, "/__outbox/posts"),
    (post) => post.format === format && post.name === name,
    `${format} post to ${name}`,
    timeoutMs,
  );
}

/** Registers the signing secret the app showed for a webhook, so the outbox verifies what it posts. */
export async function acceptWebhookSecret(baseUrl: string, name: string, secret: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__outbox/secrets`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, secret }),
  });
  if (!response.ok) throw new Error(`outbox refused the secret for ${name}: ${response.status}`);
}
