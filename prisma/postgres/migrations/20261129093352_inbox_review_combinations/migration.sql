-- CreateIndex
CREATE INDEX "UpgradeDecision_dispositionId_reviewState_receivedAt_idx" ON "UpgradeDecision"("dispositionId", "reviewState", "receivedAt");


-- Written by hand: how the review columns go together. Planned as independent, "reviewed" with no reviewer (or no
-- disposition) looks like a sixth of the table, so PostgreSQL reads it all in the list's order expecting to stop
-- soon; it is none, or nearly. Lists of their most common combinations give the true share.
CREATE STATISTICS "UpgradeDecision_reviewer_stats" (mcv) ON "reviewState", "reviewedById" FROM "UpgradeDecision";
CREATE STATISTICS "UpgradeDecision_disposition_stats" (mcv) ON "reviewState", "dispositionId" FROM "UpgradeDecision";
ANALYZE "UpgradeDecision";
