-- CreateTable
CREATE TABLE "DecisionNote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "decisionId" TEXT NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" DATETIME,
    CONSTRAINT "DecisionNote_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DecisionNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DecisionNoteRevision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "noteId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "replacedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DecisionNoteRevision_noteId_fkey" FOREIGN KEY ("noteId") REFERENCES "DecisionNote" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AddColumn (edited by hand: a column added in place, never Prisma's table rebuild, which would cascade into
-- the decisions' children; docs/design/data.md#migrations)
ALTER TABLE "UpgradeDecision" ADD COLUMN "notesSearch" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "UpgradeDecision_custId_receivedAt_idx" ON "UpgradeDecision"("custId", "receivedAt");

-- CreateIndex
CREATE INDEX "DecisionNote_decisionId_createdAt_idx" ON "DecisionNote"("decisionId", "createdAt");

-- CreateIndex
CREATE INDEX "DecisionNoteRevision_noteId_replacedAt_idx" ON "DecisionNoteRevision"("noteId", "replacedAt");

-- CreateIndex
CREATE INDEX "AuditEvent_targetType_targetId_at_idx" ON "AuditEvent"("targetType", "targetId", "at");

