-- CreateTable
CREATE TABLE "InsightRollup" (
    "id" TEXT NOT NULL,
    "rolledUntil" TIMESTAMP(3) NOT NULL,
    "cuts" TEXT NOT NULL,

    CONSTRAINT "InsightRollup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InsightDecisionCount" (
    "id" SERIAL NOT NULL,
    "bucket" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "rejectReasons" TEXT NOT NULL,
    "dispositionId" TEXT NOT NULL,
    "waiting" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "InsightDecisionCount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InsightReviewerCount" (
    "id" SERIAL NOT NULL,
    "bucket" INTEGER NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "InsightReviewerCount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InsightReviewTimeCount" (
    "id" SERIAL NOT NULL,
    "bucket" INTEGER NOT NULL,
    "tenths" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "InsightReviewTimeCount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InsightDecisionCount_bucket_idx" ON "InsightDecisionCount"("bucket");

-- CreateIndex
CREATE INDEX "InsightDecisionCount_waiting_bucket_count_idx" ON "InsightDecisionCount"("waiting", "bucket", "count");

-- CreateIndex
CREATE INDEX "InsightReviewerCount_bucket_idx" ON "InsightReviewerCount"("bucket");

-- CreateIndex
CREATE INDEX "InsightReviewTimeCount_bucket_idx" ON "InsightReviewTimeCount"("bucket");

