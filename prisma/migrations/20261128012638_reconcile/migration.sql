-- CreateTable
CREATE TABLE "ReconcileRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "expiresAt" DATETIME,
    CONSTRAINT "ReconcileRun_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReconcileRow" (
    "id" TEXT NOT NULL PRIMARY KEY,
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
    "leaseUntil" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "bucket" TEXT,
    "matchedKind" TEXT,
    "providerRequestId" TEXT,
    "providerTransactionId" TEXT,
    "providerStatus" TEXT,
    "providerAmountMinor" TEXT,
    "providerCurrency" TEXT,
    "providerSettledAt" DATETIME,
    "providerError" TEXT,
    "askedAt" DATETIME,
    CONSTRAINT "ReconcileRow_runId_fkey" FOREIGN KEY ("runId") REFERENCES "ReconcileRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReconcileMapping" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "mapping" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ReconcileMapping_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ProviderSettings" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'default',
    "statusBaseUrl" TEXT NOT NULL,
    "historyBaseUrl" TEXT NOT NULL,
    "tokenUrl" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretSealed" TEXT,
    "clientSecretSetAt" DATETIME,
    "callbackTokenSealed" TEXT,
    "callbackTokenSetAt" DATETIME,
    "previousCallbackTokenSealed" TEXT,
    "previousCallbackTokenSetAt" DATETIME,
    "signingScheme" TEXT NOT NULL DEFAULT 'hmac-sha256-v1',
    "timeoutMs" INTEGER NOT NULL DEFAULT 10000,
    "requestsPerSecond" INTEGER NOT NULL DEFAULT 5,
    "maxConcurrent" INTEGER NOT NULL DEFAULT 4,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);
INSERT INTO "new_ProviderSettings" ("callbackTokenSealed", "callbackTokenSetAt", "clientId", "clientSecretSealed", "clientSecretSetAt", "historyBaseUrl", "id", "previousCallbackTokenSealed", "previousCallbackTokenSetAt", "signingScheme", "statusBaseUrl", "timeoutMs", "tokenUrl", "updatedAt", "updatedBy") SELECT "callbackTokenSealed", "callbackTokenSetAt", "clientId", "clientSecretSealed", "clientSecretSetAt", "historyBaseUrl", "id", "previousCallbackTokenSealed", "previousCallbackTokenSetAt", "signingScheme", "statusBaseUrl", "timeoutMs", "tokenUrl", "updatedAt", "updatedBy" FROM "ProviderSettings";
DROP TABLE "ProviderSettings";
ALTER TABLE "new_ProviderSettings" RENAME TO "ProviderSettings";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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

