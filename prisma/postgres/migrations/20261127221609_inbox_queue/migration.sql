-- AlterTable
ALTER TABLE "InboxSettings" ADD COLUMN     "overdueAfterHours" INTEGER NOT NULL DEFAULT 24,
ALTER COLUMN "imageHosts" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "UpgradeDecision_status_reviewState_receivedAt_idx" ON "UpgradeDecision"("status", "reviewState", "receivedAt");

