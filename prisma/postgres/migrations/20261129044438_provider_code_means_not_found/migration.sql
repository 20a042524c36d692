-- AlterTable
ALTER TABLE "ProviderCode" ADD COLUMN     "meansNotFound" BOOLEAN NOT NULL DEFAULT false;

