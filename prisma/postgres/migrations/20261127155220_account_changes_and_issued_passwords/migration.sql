-- AlterTable
ALTER TABLE "User" ADD COLUMN     "passwordMustChange" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "changesSince" TIMESTAMP(3);

