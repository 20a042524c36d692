-- DropIndex
DROP INDEX "UpgradeDecision_status_receivedAt_idx";

-- CreateIndex
CREATE INDEX "UpgradeDecision_status_receivedAt_idx" ON "UpgradeDecision"("status" DESC, "receivedAt");

