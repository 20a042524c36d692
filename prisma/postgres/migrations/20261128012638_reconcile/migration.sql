-- AlterTable
ALTER TABLE "ProviderSettings" ADD COLUMN     "maxConcurrent" INTEGER NOT NULL DEFAULT 4,
ADD COLUMN     "requestsPerSecond" INTEGER NOT NULL DEFAULT 5;

-- CreateTable
CREATE TABLE "ReconcileRun" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "fileName" TEXT,
    "fileSize" INTEGER,
    "fileSealed" TEXT,
    "mapping" TEXT,
    "sheet" TEXT,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "rowCount" INTEGER NOT NULL DEFAULT 0,
    "rowsDone" INTEGER NOT NULL DEFAULT 0,
    "failureReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),

    CONSTRAINT "ReconcileRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReconcileRow" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "identifierKind" TEXT NOT NULL,
    "expectedAmountMinor" TEXT,
    "expectedStatus" TEXT,
    "expectedDate" TEXT,
    "partnerReference" TEXT,
    "problem" TEXT,
    "duplicateOf" INTEGER,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "leaseOwner" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "bucket" TEXT,
    "matchedKind" TEXT,
    "providerRequestId" TEXT,
    "providerTransactionId" TEXT,
    "providerStatus" TEXT,
    "providerAmountMinor" TEXT,
    "providerCurrency" TEXT,
    "providerSettledAt" TIMESTAMP(3),
    "providerError" TEXT,
    "askedAt" TIMESTAMP(3),

    CONSTRAINT "ReconcileRow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReconcileMapping" (
    "userId" TEXT NOT NULL,
    "mapping" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReconcileMapping_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "ReconcileRun_state_createdAt_idx" ON "ReconcileRun"("state", "createdAt");

-- CreateIndex
CREATE INDEX "ReconcileRun_ownerId_createdAt_idx" ON "ReconcileRun"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "ReconcileRun_expiresAt_idx" ON "ReconcileRun"("expiresAt");

-- CreateIndex
CREATE INDEX "ReconcileRow_runId_state_idx" ON "ReconcileRow"("runId", "state");

-- CreateIndex
CREATE INDEX "ReconcileRow_runId_bucket_idx" ON "ReconcileRow"("runId", "bucket");

-- CreateIndex
CREATE UNIQUE INDEX "ReconcileRow_runId_rowNumber_key" ON "ReconcileRow"("runId", "rowNumber");

-- AddForeignKey
ALTER TABLE "ReconcileRun" ADD CONSTRAINT "ReconcileRun_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReconcileRow" ADD CONSTRAINT "ReconcileRow_runId_fkey" FOREIGN KEY ("runId") REFERENCES "ReconcileRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReconcileMapping" ADD CONSTRAINT "ReconcileMapping_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

