-- CreateTable
CREATE TABLE "ReviewDisposition" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "labelId" TEXT NOT NULL,
    "labelEn" TEXT NOT NULL,
    "disagrees" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "retiredAt" DATETIME,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_UpgradeDecision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "originalReferenceNo" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "custId" TEXT NOT NULL,
    "notificationType" TEXT NOT NULL,
    "shape" TEXT NOT NULL,
    "piiSealed" TEXT NOT NULL,
    "benefits" TEXT NOT NULL,
    "rejectReasons" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "conflict" BOOLEAN NOT NULL DEFAULT false,
    "reviewState" TEXT NOT NULL DEFAULT 'new',
    "assigneeId" TEXT,
    "assignedAt" DATETIME,
    "reviewedById" TEXT,
    "reviewedAt" DATETIME,
    "reviewNote" TEXT,
    "dispositionId" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UpgradeDecision_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "UpgradeDecision_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "UpgradeDecision_dispositionId_fkey" FOREIGN KEY ("dispositionId") REFERENCES "ReviewDisposition" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_UpgradeDecision" ("assignedAt", "assigneeId", "benefits", "conflict", "custId", "fingerprint", "id", "notificationType", "originalReferenceNo", "piiSealed", "receivedAt", "rejectReasons", "reviewNote", "reviewState", "reviewedAt", "reviewedById", "shape", "status", "updatedAt") SELECT "assignedAt", "assigneeId", "benefits", "conflict", "custId", "fingerprint", "id", "notificationType", "originalReferenceNo", "piiSealed", "receivedAt", "rejectReasons", "reviewNote", "reviewState", "reviewedAt", "reviewedById", "shape", "status", "updatedAt" FROM "UpgradeDecision";
DROP TABLE "UpgradeDecision";
ALTER TABLE "new_UpgradeDecision" RENAME TO "UpgradeDecision";
CREATE INDEX "UpgradeDecision_receivedAt_idx" ON "UpgradeDecision"("receivedAt");
CREATE INDEX "UpgradeDecision_status_receivedAt_idx" ON "UpgradeDecision"("status", "receivedAt");
CREATE INDEX "UpgradeDecision_reviewState_receivedAt_idx" ON "UpgradeDecision"("reviewState", "receivedAt");
CREATE INDEX "UpgradeDecision_assigneeId_reviewState_idx" ON "UpgradeDecision"("assigneeId", "reviewState");
CREATE INDEX "UpgradeDecision_custId_idx" ON "UpgradeDecision"("custId");
CREATE INDEX "UpgradeDecision_receivedAt_status_reviewState_idx" ON "UpgradeDecision"("receivedAt", "status", "reviewState");
CREATE INDEX "UpgradeDecision_reviewState_receivedAt_reviewedAt_reviewedById_dispositionId_idx" ON "UpgradeDecision"("reviewState", "receivedAt", "reviewedAt", "reviewedById", "dispositionId");
CREATE INDEX "UpgradeDecision_dispositionId_receivedAt_idx" ON "UpgradeDecision"("dispositionId", "receivedAt");
CREATE INDEX "UpgradeDecision_reviewedById_receivedAt_idx" ON "UpgradeDecision"("reviewedById", "receivedAt");
CREATE UNIQUE INDEX "UpgradeDecision_originalReferenceNo_fingerprint_key" ON "UpgradeDecision"("originalReferenceNo", "fingerprint");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- The dispositions offered at first; admins edit the list from there.
INSERT INTO "ReviewDisposition" ("id", "labelId", "labelEn", "disagrees", "position", "updatedAt") VALUES
    ('agrees', 'Setuju dengan keputusan penyedia', 'Agrees with the provider''s decision', false, 1, '2026-11-23T00:00:00.000+00:00'),
    ('disagrees', 'Tidak setuju dengan keputusan penyedia', 'Disagrees with the provider''s decision', true, 2, '2026-11-23T00:00:00.000+00:00'),
    ('raise_with_provider', 'Tidak setuju, sampaikan ke penyedia', 'Disagrees, raise with the provider', true, 3, '2026-11-23T00:00:00.000+00:00'),
    ('contact_customer', 'Nasabah harus dihubungi', 'Customer must be contacted', false, 4, '2026-11-23T00:00:00.000+00:00');
