-- AlterTable
ALTER TABLE "ExportJob" ADD COLUMN     "scheduleId" TEXT,
ADD COLUMN     "scheduleSlot" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ExportSchedule" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "columns" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "cadence" TEXT NOT NULL,
    "weekday" INTEGER,
    "hour" INTEGER NOT NULL,
    "pausedAt" TIMESTAMP(3),
    "runsFrom" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExportSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceDigestMark" (
    "userId" TEXT NOT NULL,
    "coveredUntil" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ComplianceDigestMark_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "ExportSchedule_ownerId_createdAt_idx" ON "ExportSchedule"("ownerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ExportJob_scheduleId_scheduleSlot_key" ON "ExportJob"("scheduleId", "scheduleSlot");

-- AddForeignKey
ALTER TABLE "ExportJob" ADD CONSTRAINT "ExportJob_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "ExportSchedule"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExportSchedule" ADD CONSTRAINT "ExportSchedule_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceDigestMark" ADD CONSTRAINT "ComplianceDigestMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

