-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ReviewDisposition" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "labelId" TEXT NOT NULL,
    "labelEn" TEXT NOT NULL,
    "disagrees" BOOLEAN NOT NULL DEFAULT false,
    "followUp" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "retiredAt" DATETIME,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_ReviewDisposition" ("disagrees", "id", "labelEn", "labelId", "position", "retiredAt", "updatedAt") SELECT "disagrees", "id", "labelEn", "labelId", "position", "retiredAt", "updatedAt" FROM "ReviewDisposition";
DROP TABLE "ReviewDisposition";
ALTER TABLE "new_ReviewDisposition" RENAME TO "ReviewDisposition";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- The first list's two dispositions that ask for something to be done: a review choosing one needs a note.
UPDATE "ReviewDisposition" SET "followUp" = true WHERE "id" IN ('raise_with_provider', 'contact_customer');
