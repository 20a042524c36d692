-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "requestId" TEXT;

-- AlterTable
ALTER TABLE "ProviderToken" ADD COLUMN     "refreshedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ProviderCallCount" (
    "id" TEXT NOT NULL,
    "minuteStart" TIMESTAMP(3) NOT NULL,
    "operation" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "latencyUpToMs" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ProviderCallCount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AppInstance" (
    "id" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AppInstance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CircuitBreakerState" (
    "instanceId" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CircuitBreakerState_pkey" PRIMARY KEY ("instanceId","host")
);

-- CreateTable
CREATE TABLE "RetentionRun" (
    "id" TEXT NOT NULL,
    "instanceId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "deleted" TEXT NOT NULL,
    "failure" TEXT,

    CONSTRAINT "RetentionRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProviderCallCount_minuteStart_operation_outcome_latencyUpTo_key" ON "ProviderCallCount"("minuteStart", "operation", "outcome", "latencyUpToMs");

-- CreateIndex
CREATE INDEX "AppInstance_lastSeenAt_idx" ON "AppInstance"("lastSeenAt");

-- CreateIndex
CREATE INDEX "CircuitBreakerState_updatedAt_idx" ON "CircuitBreakerState"("updatedAt");

-- CreateIndex
CREATE INDEX "RetentionRun_startedAt_idx" ON "RetentionRun"("startedAt");

