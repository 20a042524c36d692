-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "locale" TEXT,
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Jakarta',
    "landing" TEXT,
    "advanceAfterReview" BOOLEAN NOT NULL DEFAULT true,
    "disabledAt" DATETIME,
    "passwordChangedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "passwordMustChange" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("createdAt", "disabledAt", "email", "id", "landing", "locale", "name", "passwordChangedAt", "passwordHash", "passwordMustChange", "timeZone", "updatedAt") SELECT "createdAt", "disabledAt", "email", "id", "landing", "locale", "name", "passwordChangedAt", "passwordHash", "passwordMustChange", "timeZone", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

