-- CreateTable
CREATE TABLE "ExportJob" (
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
    CONSTRAINT "ExportJob_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExportChunk" (
    "jobId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "data" BLOB NOT NULL,

    PRIMARY KEY ("jobId", "index"),
    CONSTRAINT "ExportChunk_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "ExportJob" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ExportJob_state_createdAt_idx" ON "ExportJob"("state", "createdAt");

-- CreateIndex
CREATE INDEX "ExportJob_ownerId_createdAt_idx" ON "ExportJob"("ownerId", "createdAt");

