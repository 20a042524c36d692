-- AlterTable
ALTER TABLE "User" ADD COLUMN     "advanceAfterReview" BOOLEAN NOT NULL DEFAULT true;

