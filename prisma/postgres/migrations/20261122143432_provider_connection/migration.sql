-- CreateTable
CREATE TABLE "ProviderSettings" (
    "id" TEXT NOT NULL DEFAULT 'default',
    "statusBaseUrl" TEXT NOT NULL,
    "historyBaseUrl" TEXT NOT NULL,
    "tokenUrl" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretSealed" TEXT,
    "clientSecretSetAt" TIMESTAMP(3),
    "callbackTokenSealed" TEXT,
    "callbackTokenSetAt" TIMESTAMP(3),
    "previousCallbackTokenSealed" TEXT,
    "previousCallbackTokenSetAt" TIMESTAMP(3),
    "signingScheme" TEXT NOT NULL DEFAULT 'hmac-sha256-v1',
    "timeoutMs" INTEGER NOT NULL DEFAULT 10000,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedBy" TEXT,

    CONSTRAINT "ProviderSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProviderToken" (
    "id" TEXT NOT NULL DEFAULT 'default',
    "tokenSealed" TEXT,
    "expiresAt" TIMESTAMP(3),
    "leaseOwner" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProviderToken_pkey" PRIMARY KEY ("id")
);

