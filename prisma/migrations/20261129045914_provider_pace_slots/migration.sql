-- CreateTable
CREATE TABLE "ProviderPaceSlot" (
    "slot" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "window" BIGINT NOT NULL,
    "used" INTEGER NOT NULL,
    "lastGrant" INTEGER NOT NULL
);

