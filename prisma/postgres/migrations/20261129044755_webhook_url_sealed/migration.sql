-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "urlSealed" TEXT;

