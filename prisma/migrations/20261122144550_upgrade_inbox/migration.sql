-- CreateTable
CREATE TABLE "UpgradeDecision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "originalReferenceNo" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "custId" TEXT NOT NULL,
    "notificationType" TEXT NOT NULL,
    "shape" TEXT NOT NULL,
    "piiSealed" TEXT NOT NULL,
    "benefits" TEXT NOT NULL,
    "rejectReasons" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "conflict" BOOLEAN NOT NULL DEFAULT false,
    "reviewState" TEXT NOT NULL DEFAULT 'new',
    "assigneeId" TEXT,
    "assignedAt" DATETIME,
    "reviewedById" TEXT,
    "reviewedAt" DATETIME,
    "reviewNote" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UpgradeDecision_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "UpgradeDecision_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CallbackDelivery" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" TEXT NOT NULL,
    "httpStatus" INTEGER NOT NULL,
    "responseCode" TEXT NOT NULL,
    "bodyBytes" INTEGER NOT NULL,
    "rawBodySealed" TEXT,
    "originalReferenceNo" TEXT,
    "shape" TEXT,
    "problemField" TEXT,
    "decisionId" TEXT,
    CONSTRAINT "CallbackDelivery_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UpgradeReviewEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "decisionId" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "assigneeId" TEXT,
    "note" TEXT,
    CONSTRAINT "UpgradeReviewEvent_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UpgradeReviewEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InboxSettings" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'default',
    "imageHosts" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);

-- CreateIndex
CREATE INDEX "UpgradeDecision_receivedAt_idx" ON "UpgradeDecision"("receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_status_receivedAt_idx" ON "UpgradeDecision"("status", "receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_reviewState_receivedAt_idx" ON "UpgradeDecision"("reviewState", "receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_assigneeId_reviewState_idx" ON "UpgradeDecision"("assigneeId", "reviewState");

-- CreateIndex
CREATE INDEX "UpgradeDecision_custId_idx" ON "UpgradeDecision"("custId");

-- CreateIndex
CREATE UNIQUE INDEX "UpgradeDecision_originalReferenceNo_fingerprint_key" ON "UpgradeDecision"("originalReferenceNo", "fingerprint");

-- CreateIndex
CREATE INDEX "CallbackDelivery_receivedAt_idx" ON "CallbackDelivery"("receivedAt");

-- CreateIndex
CREATE INDEX "CallbackDelivery_decisionId_receivedAt_idx" ON "CallbackDelivery"("decisionId", "receivedAt");

-- CreateIndex
CREATE INDEX "CallbackDelivery_originalReferenceNo_idx" ON "CallbackDelivery"("originalReferenceNo");

-- CreateIndex
CREATE INDEX "UpgradeReviewEvent_decisionId_at_idx" ON "UpgradeReviewEvent"("decisionId", "at");

