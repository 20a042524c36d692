-- AlterTable
ALTER TABLE "ReconcileRow" ADD COLUMN "problemColumn" TEXT;

