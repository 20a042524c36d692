-- AlterTable
ALTER TABLE "User" ADD COLUMN "landing" TEXT;

