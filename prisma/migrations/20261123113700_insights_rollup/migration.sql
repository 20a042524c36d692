-- CreateTable
CREATE TABLE "InsightRollup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "rolledUntil" DATETIME NOT NULL,
    "cuts" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "InsightDecisionCount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "bucket" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "rejectReasons" TEXT NOT NULL,
    "dispositionId" TEXT NOT NULL,
    "waiting" INTEGER NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "InsightReviewerCount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "bucket" INTEGER NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "InsightReviewTimeCount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "bucket" INTEGER NOT NULL,
    "tenths" INTEGER NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateIndex
CREATE INDEX "InsightDecisionCount_bucket_idx" ON "InsightDecisionCount"("bucket");

-- CreateIndex
CREATE INDEX "InsightDecisionCount_waiting_bucket_count_idx" ON "InsightDecisionCount"("waiting", "bucket", "count");

-- CreateIndex
CREATE INDEX "InsightReviewerCount_bucket_idx" ON "InsightReviewerCount"("bucket");

-- CreateIndex
CREATE INDEX "InsightReviewTimeCount_bucket_idx" ON "InsightReviewTimeCount"("bucket");

