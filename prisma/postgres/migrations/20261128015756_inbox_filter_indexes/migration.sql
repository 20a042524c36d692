-- CreateIndex
CREATE INDEX "UpgradeDecision_conflict_receivedAt_idx" ON "UpgradeDecision"("conflict", "receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_assigneeId_receivedAt_idx" ON "UpgradeDecision"("assigneeId", "receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_reviewedById_reviewState_receivedAt_idx" ON "UpgradeDecision"("reviewedById", "reviewState", "receivedAt");


-- The inbox's search (LIKE '%…%' on the columns in its search spelling) read through trigram indexes rather than
-- a scan of every decision. pg_trgm is a trusted extension: a database owner may create it. Written by hand: the
-- portable schema cannot name an operator class.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "UpgradeDecision_referenceSearch_trgm_idx" ON "UpgradeDecision" USING GIN ("referenceSearch" gin_trgm_ops);
CREATE INDEX "UpgradeDecision_custIdSearch_trgm_idx" ON "UpgradeDecision" USING GIN ("custIdSearch" gin_trgm_ops);
CREATE INDEX "UpgradeDecision_notesSearch_trgm_idx" ON "UpgradeDecision" USING GIN ("notesSearch" gin_trgm_ops);
