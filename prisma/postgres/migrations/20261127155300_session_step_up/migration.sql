-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "factorProvenAt" TIMESTAMP(3),
ADD COLUMN     "passwordProvenAt" TIMESTAMP(3);

