-- CreateTable
CREATE TABLE "ExportJob" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "untilSeq" INTEGER,
    "sinceAt" TIMESTAMP(3),
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
    "leaseUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "fileDeletedAt" TIMESTAMP(3),

    CONSTRAINT "ExportJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExportChunk" (
    "jobId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "ExportChunk_pkey" PRIMARY KEY ("jobId","index")
);

-- CreateIndex
CREATE INDEX "ExportJob_state_createdAt_idx" ON "ExportJob"("state", "createdAt");

-- CreateIndex
CREATE INDEX "ExportJob_ownerId_createdAt_idx" ON "ExportJob"("ownerId", "createdAt");

-- AddForeignKey
ALTER TABLE "ExportJob" ADD CONSTRAINT "ExportJob_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExportChunk" ADD CONSTRAINT "ExportChunk_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "ExportJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;

