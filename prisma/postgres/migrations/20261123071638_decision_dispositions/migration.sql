-- AlterTable
ALTER TABLE "UpgradeDecision" ADD COLUMN     "dispositionId" TEXT;

-- CreateTable
CREATE TABLE "ReviewDisposition" (
    "id" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,
    "labelEn" TEXT NOT NULL,
    "disagrees" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "retiredAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewDisposition_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UpgradeDecision_receivedAt_status_reviewState_idx" ON "UpgradeDecision"("receivedAt", "status", "reviewState");

-- CreateIndex
CREATE INDEX "UpgradeDecision_reviewState_receivedAt_reviewedAt_reviewedB_idx" ON "UpgradeDecision"("reviewState", "receivedAt", "reviewedAt", "reviewedById", "dispositionId");

-- CreateIndex
CREATE INDEX "UpgradeDecision_dispositionId_receivedAt_idx" ON "UpgradeDecision"("dispositionId", "receivedAt");

-- CreateIndex
CREATE INDEX "UpgradeDecision_reviewedById_receivedAt_idx" ON "UpgradeDecision"("reviewedById", "receivedAt");

-- AddForeignKey
ALTER TABLE "UpgradeDecision" ADD CONSTRAINT "UpgradeDecision_dispositionId_fkey" FOREIGN KEY ("dispositionId") REFERENCES "ReviewDisposition"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The dispositions offered at first; admins edit the list from there.
INSERT INTO "ReviewDisposition" ("id", "labelId", "labelEn", "disagrees", "position", "updatedAt") VALUES
    ('agrees', 'Setuju dengan keputusan penyedia', 'Agrees with the provider''s decision', false, 1, TIMESTAMP '2026-11-23 00:00:00'),
    ('disagrees', 'Tidak setuju dengan keputusan penyedia', 'Disagrees with the provider''s decision', true, 2, TIMESTAMP '2026-11-23 00:00:00'),
    ('raise_with_provider', 'Tidak setuju, sampaikan ke penyedia', 'Disagrees, raise with the provider', true, 3, TIMESTAMP '2026-11-23 00:00:00'),
    ('contact_customer', 'Nasabah harus dihubungi', 'Customer must be contacted', false, 4, TIMESTAMP '2026-11-23 00:00:00');
