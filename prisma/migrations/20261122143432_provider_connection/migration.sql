-- CreateTable
CREATE TABLE "ProviderSettings" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'default',
    "statusBaseUrl" TEXT NOT NULL,
    "historyBaseUrl" TEXT NOT NULL,
    "tokenUrl" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretSealed" TEXT,
    "clientSecretSetAt" DATETIME,
    "callbackTokenSealed" TEXT,
    "callbackTokenSetAt" DATETIME,
    "previousCallbackTokenSealed" TEXT,
    "previousCallbackTokenSetAt" DATETIME,
    "signingScheme" TEXT NOT NULL DEFAULT 'hmac-sha256-v1',
    "timeoutMs" INTEGER NOT NULL DEFAULT 10000,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);

-- CreateTable
CREATE TABLE "ProviderToken" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'default',
    "tokenSealed" TEXT,
    "expiresAt" DATETIME,
    "leaseOwner" TEXT,
    "leaseUntil" DATETIME,
    "updatedAt" DATETIME NOT NULL
);

