-- CreateTable
CREATE TABLE "ProviderPaceSlot" (
    "slot" INTEGER NOT NULL,
    "window" BIGINT NOT NULL,
    "used" INTEGER NOT NULL,
    "lastGrant" INTEGER NOT NULL,

    CONSTRAINT "ProviderPaceSlot_pkey" PRIMARY KEY ("slot")
);

