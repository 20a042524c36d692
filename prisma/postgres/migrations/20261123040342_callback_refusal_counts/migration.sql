-- CreateTable
CREATE TABLE "CallbackRefusalCount" (
    "id" TEXT NOT NULL,
    "minuteStart" TIMESTAMP(3) NOT NULL,
    "hourStart" TIMESTAMP(3) NOT NULL,
    "address" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "CallbackRefusalCount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CallbackRefusalCount_hourStart_kind_idx" ON "CallbackRefusalCount"("hourStart", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "CallbackRefusalCount_minuteStart_address_kind_key" ON "CallbackRefusalCount"("minuteStart", "address", "kind");

