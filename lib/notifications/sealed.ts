/** The contexts the sealed columns of notifications are sealed under (lib/secrets/reseal.ts re-seals them). */
export const WEBHOOK_URL_CONTEXT = "webhookEndpointUrl";
export const WEBHOOK_SECRET_CONTEXT = "webhookEndpointSecret";
export { SMTP_PASSWORD_CONTEXT } from "./smtp-config";
