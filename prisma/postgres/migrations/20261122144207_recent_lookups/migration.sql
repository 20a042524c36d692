-- CreateTable
CREATE TABLE "RecentLookup" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "matchedKind" TEXT,
    "outcome" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecentLookup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RecentLookup_userId_at_idx" ON "RecentLookup"("userId", "at");

-- AddForeignKey
ALTER TABLE "RecentLookup" ADD CONSTRAINT "RecentLookup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

