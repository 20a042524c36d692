-- CreateTable
CREATE TABLE "ProviderCode" (
    "id" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,
    "labelEn" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "countsAsPaid" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedBy" TEXT,

    CONSTRAINT "ProviderCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProviderCode_field_code_key" ON "ProviderCode"("field", "code");

