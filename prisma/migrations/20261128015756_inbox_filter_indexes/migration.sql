-- CreateIndex
CREATE INDEX "UpgradeDecision_conflict_receivedAt_idx" ON "UpgradeDecision"("conflict", "receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_assigneeId_receivedAt_idx" ON "UpgradeDecision"("assigneeId", "receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_reviewedById_reviewState_receivedAt_idx" ON "UpgradeDecision"("reviewedById", "reviewState", "receivedAt");

