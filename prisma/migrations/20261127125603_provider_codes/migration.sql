-- CreateTable
CREATE TABLE "ProviderCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "field" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,
    "labelEn" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "countsAsPaid" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "ProviderCode_field_code_key" ON "ProviderCode"("field", "code");

