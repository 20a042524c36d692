-- AlterTable
ALTER TABLE "Session" ADD COLUMN "factorProvenAt" DATETIME;
ALTER TABLE "Session" ADD COLUMN "passwordProvenAt" DATETIME;

