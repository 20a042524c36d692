-- CreateIndex
CREATE INDEX "UpgradeDecision_dispositionId_reviewState_receivedAt_idx" ON "UpgradeDecision"("dispositionId", "reviewState", "receivedAt");

