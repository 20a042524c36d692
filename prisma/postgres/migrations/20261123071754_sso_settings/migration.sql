-- CreateTable
CREATE TABLE "SsoSettings" (
    "id" TEXT NOT NULL DEFAULT 'default',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretSealed" TEXT,
    "clientSecretSetAt" TIMESTAMP(3),
    "displayName" TEXT NOT NULL,
    "scopes" TEXT NOT NULL DEFAULT 'openid email profile',
    "createUsers" BOOLEAN NOT NULL DEFAULT false,
    "defaultRole" TEXT NOT NULL DEFAULT 'agent',
    "groupsClaim" TEXT NOT NULL DEFAULT 'groups',
    "roleGroups" TEXT NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedBy" TEXT,

    CONSTRAINT "SsoSettings_pkey" PRIMARY KEY ("id")
);

