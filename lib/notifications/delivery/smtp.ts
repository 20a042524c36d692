import nodemailer from "nodemailer";
import type { SmtpConfig } from "../smtp-config";
import type { EmailMessage } from "./email";

export interface SmtpAnswer {
  outcome: "sent" | "failed";
  /** The server's reply (or what failed), with any address in it left out. */
  detail: string;
}

// Bounds on a server that accepts the connection and then says nothing: delivery holds a lease meanwhile.
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
const MAX_DETAIL = 200;

/** An SMTP reply may echo the recipient's address: the delivery log keeps neither PII nor secrets. */
export function scrubDetail(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.includes("@") ? "…" : word))
    .join(" ")
    .slice(0, MAX_DETAIL);
}

export function smtpTransport(config: SmtpConfig) {
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.security === "tls",
    requireTLS: config.security === "starttls",
    ignoreTLS: config.security === "none",
    auth: config.user ? { user: config.user, pass: config.password ?? "" } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

export type SmtpTransport = ReturnType<typeof smtpTransport>;

/** Sends one mail; the answer is the server's reply, or what went wrong (a code, never the password). */
export async function sendMail(
  transport: SmtpTransport,
  from: string,
  to: string,
  message: EmailMessage,
): Promise<SmtpAnswer> {
  try {
    const info = await transport.sendMail({ from, to, ...message });
    return { outcome: "sent", detail: scrubDetail(info.response) };
  } catch (error) {
    const { code, responseCode, response } = error as {
      code?: string;
      responseCode?: number;
      response?: string;
    };
    const parts = [code, responseCode ? String(responseCode) : null, response ?? null].filter(Boolean);
    return { outcome: "failed", detail: scrubDetail(parts.join(" ") || "unexpected error") };
  }
}
