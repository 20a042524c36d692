-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_InboxSettings" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'default',
    "imageHosts" TEXT,
    "overdueAfterHours" INTEGER NOT NULL DEFAULT 24,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);
INSERT INTO "new_InboxSettings" ("id", "imageHosts", "updatedAt", "updatedBy") SELECT "id", "imageHosts", "updatedAt", "updatedBy" FROM "InboxSettings";
DROP TABLE "InboxSettings";
ALTER TABLE "new_InboxSettings" RENAME TO "InboxSettings";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "UpgradeDecision_status_reviewState_receivedAt_idx" ON "UpgradeDecision"("status", "reviewState", "receivedAt");

