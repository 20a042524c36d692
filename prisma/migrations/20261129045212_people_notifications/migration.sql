-- CreateTable
CREATE TABLE "ExportSchedule" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "columns" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "cadence" TEXT NOT NULL,
    "weekday" INTEGER,
    "hour" INTEGER NOT NULL,
    "pausedAt" DATETIME,
    "runsFrom" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ExportSchedule_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ComplianceDigestMark" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "coveredUntil" DATETIME NOT NULL,
    CONSTRAINT "ComplianceDigestMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ExportJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "untilSeq" INTEGER,
    "sinceAt" DATETIME,
    "format" TEXT NOT NULL,
    "columns" TEXT NOT NULL,
    "includeDuplicates" BOOLEAN NOT NULL,
    "bom" BOOLEAN NOT NULL,
    "locale" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "maxEntries" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "entriesWritten" INTEGER NOT NULL DEFAULT 0,
    "pagesFetched" INTEGER NOT NULL DEFAULT 0,
    "truncated" BOOLEAN NOT NULL DEFAULT false,
    "failureReason" TEXT,
    "fileName" TEXT,
    "fileSize" INTEGER,
    "leaseOwner" TEXT,
    "leaseUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "expiresAt" DATETIME,
    "fileDeletedAt" DATETIME,
    "scheduleId" TEXT,
    "scheduleSlot" DATETIME,
    CONSTRAINT "ExportJob_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExportJob_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "ExportSchedule" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ExportJob" ("bom", "cancelRequested", "columns", "createdAt", "entriesWritten", "expiresAt", "failureReason", "fileDeletedAt", "fileName", "fileSize", "finishedAt", "format", "id", "includeDuplicates", "leaseOwner", "leaseUntil", "locale", "maxEntries", "ownerId", "pagesFetched", "scope", "sinceAt", "startedAt", "state", "timeZone", "truncated", "untilSeq", "userId") SELECT "bom", "cancelRequested", "columns", "createdAt", "entriesWritten", "expiresAt", "failureReason", "fileDeletedAt", "fileName", "fileSize", "finishedAt", "format", "id", "includeDuplicates", "leaseOwner", "leaseUntil", "locale", "maxEntries", "ownerId", "pagesFetched", "scope", "sinceAt", "startedAt", "state", "timeZone", "truncated", "untilSeq", "userId" FROM "ExportJob";
DROP TABLE "ExportJob";
ALTER TABLE "new_ExportJob" RENAME TO "ExportJob";
CREATE INDEX "ExportJob_state_createdAt_idx" ON "ExportJob"("state", "createdAt");
CREATE INDEX "ExportJob_ownerId_createdAt_idx" ON "ExportJob"("ownerId", "createdAt");
CREATE UNIQUE INDEX "ExportJob_scheduleId_scheduleSlot_key" ON "ExportJob"("scheduleId", "scheduleSlot");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ExportSchedule_ownerId_createdAt_idx" ON "ExportSchedule"("ownerId", "createdAt");

