import { startOutbox } from "./outbox";

// The e2e run's SMTP server and webhook receiver (playwright.config.ts starts it beside the sandbox; E2E.outbox).
const smtpPort = Number(process.env.OUTBOX_SMTP_PORT);
const webhookPort = Number(process.env.OUTBOX_WEBHOOK_PORT);
if (!smtpPort || !webhookPort) throw new Error("OUTBOX_SMTP_PORT and OUTBOX_WEBHOOK_PORT must be set");
const outbox = await startOutbox({ smtpPort, webhookPort });
const stop = () => {
  void outbox.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
