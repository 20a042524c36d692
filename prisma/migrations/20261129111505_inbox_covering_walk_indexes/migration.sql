-- DropIndex
DROP INDEX "UpgradeDecision_reviewState_receivedAt_idx";

-- DropIndex
DROP INDEX "UpgradeDecision_assigneeId_receivedAt_idx";

-- CreateIndex
CREATE INDEX "UpgradeDecision_reviewState_receivedAt_id_idx" ON "UpgradeDecision"("reviewState", "receivedAt", "id");

-- CreateIndex
CREATE INDEX "UpgradeDecision_assigneeId_receivedAt_id_idx" ON "UpgradeDecision"("assigneeId", "receivedAt", "id");

