-- AlterTable
ALTER TABLE "UpgradeDecision" ADD COLUMN     "notesSearch" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "DecisionNote" (
    "id" TEXT NOT NULL,
    "decisionId" TEXT NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),

    CONSTRAINT "DecisionNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DecisionNoteRevision" (
    "id" TEXT NOT NULL,
    "noteId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "replacedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DecisionNoteRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DecisionNote_decisionId_createdAt_idx" ON "DecisionNote"("decisionId", "createdAt");

-- CreateIndex
CREATE INDEX "DecisionNoteRevision_noteId_replacedAt_idx" ON "DecisionNoteRevision"("noteId", "replacedAt");

-- CreateIndex
CREATE INDEX "AuditEvent_targetType_targetId_at_idx" ON "AuditEvent"("targetType", "targetId", "at");

-- CreateIndex
CREATE INDEX "UpgradeDecision_custId_receivedAt_idx" ON "UpgradeDecision"("custId", "receivedAt");

-- AddForeignKey
ALTER TABLE "DecisionNote" ADD CONSTRAINT "DecisionNote_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DecisionNote" ADD CONSTRAINT "DecisionNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DecisionNoteRevision" ADD CONSTRAINT "DecisionNoteRevision_noteId_fkey" FOREIGN KEY ("noteId") REFERENCES "DecisionNote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

