-- CreateTable
CREATE TABLE "UpgradeDecision" (
    "id" TEXT NOT NULL,
    "originalReferenceNo" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "custId" TEXT NOT NULL,
    "notificationType" TEXT NOT NULL,
    "shape" TEXT NOT NULL,
    "piiSealed" TEXT NOT NULL,
    "benefits" TEXT NOT NULL,
    "rejectReasons" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "conflict" BOOLEAN NOT NULL DEFAULT false,
    "reviewState" TEXT NOT NULL DEFAULT 'new',
    "assigneeId" TEXT,
    "assignedAt" TIMESTAMP(3),
    "reviewedById" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "reviewNote" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UpgradeDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CallbackDelivery" (
    "id" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" TEXT NOT NULL,
    "httpStatus" INTEGER NOT NULL,
    "responseCode" TEXT NOT NULL,
    "bodyBytes" INTEGER NOT NULL,
    "rawBodySealed" TEXT,
    "originalReferenceNo" TEXT,
    "shape" TEXT,
    "problemField" TEXT,
    "decisionId" TEXT,

    CONSTRAINT "CallbackDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UpgradeReviewEvent" (
    "id" TEXT NOT NULL,
    "decisionId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "assigneeId" TEXT,
    "note" TEXT,

    CONSTRAINT "UpgradeReviewEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxSettings" (
    "id" TEXT NOT NULL DEFAULT 'default',
    "imageHosts" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedBy" TEXT,

    CONSTRAINT "InboxSettings_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "UpgradeDecision" ADD CONSTRAINT "UpgradeDecision_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UpgradeDecision" ADD CONSTRAINT "UpgradeDecision_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CallbackDelivery" ADD CONSTRAINT "CallbackDelivery_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UpgradeReviewEvent" ADD CONSTRAINT "UpgradeReviewEvent_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UpgradeReviewEvent" ADD CONSTRAINT "UpgradeReviewEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

