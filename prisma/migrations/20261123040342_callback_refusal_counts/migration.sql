-- CreateTable
CREATE TABLE "CallbackRefusalCount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "minuteStart" DATETIME NOT NULL,
    "hourStart" DATETIME NOT NULL,
    "address" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateIndex
CREATE INDEX "CallbackRefusalCount_hourStart_kind_idx" ON "CallbackRefusalCount"("hourStart", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "CallbackRefusalCount_minuteStart_address_kind_key" ON "CallbackRefusalCount"("minuteStart", "address", "kind");

