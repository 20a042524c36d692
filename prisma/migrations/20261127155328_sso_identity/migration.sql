-- CreateTable
CREATE TABLE "SsoIdentity" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SsoIdentity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SsoIdentity_issuer_subject_key" ON "SsoIdentity"("issuer", "subject");

-- CreateIndex
CREATE UNIQUE INDEX "SsoIdentity_userId_issuer_key" ON "SsoIdentity"("userId", "issuer");

