-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ProviderCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "field" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,
    "labelEn" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "countsAsPaid" BOOLEAN NOT NULL DEFAULT false,
    "meansNotFound" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);
INSERT INTO "new_ProviderCode" ("code", "countsAsPaid", "field", "id", "labelEn", "labelId", "tone", "updatedAt", "updatedBy") SELECT "code", "countsAsPaid", "field", "id", "labelEn", "labelId", "tone", "updatedAt", "updatedBy" FROM "ProviderCode";
DROP TABLE "ProviderCode";
ALTER TABLE "new_ProviderCode" RENAME TO "ProviderCode";
CREATE UNIQUE INDEX "ProviderCode_field_code_key" ON "ProviderCode"("field", "code");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

