-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN "requestId" TEXT;

-- AlterTable
ALTER TABLE "ProviderToken" ADD COLUMN "refreshedAt" DATETIME;

-- CreateTable
CREATE TABLE "ProviderCallCount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "minuteStart" DATETIME NOT NULL,
    "operation" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "latencyUpToMs" INTEGER NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "AppInstance" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "version" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "lastSeenAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CircuitBreakerState" (
    "instanceId" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "changedAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("instanceId", "host")
);

-- CreateTable
CREATE TABLE "RetentionRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "instanceId" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME NOT NULL,
    "deleted" TEXT NOT NULL,
    "failure" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "ProviderCallCount_minuteStart_operation_outcome_latencyUpToMs_key" ON "ProviderCallCount"("minuteStart", "operation", "outcome", "latencyUpToMs");

-- CreateIndex
CREATE INDEX "AppInstance_lastSeenAt_idx" ON "AppInstance"("lastSeenAt");

-- CreateIndex
CREATE INDEX "CircuitBreakerState_updatedAt_idx" ON "CircuitBreakerState"("updatedAt");

-- CreateIndex
CREATE INDEX "RetentionRun_startedAt_idx" ON "RetentionRun"("startedAt");

