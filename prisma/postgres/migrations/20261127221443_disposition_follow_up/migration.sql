-- AlterTable
ALTER TABLE "ReviewDisposition" ADD COLUMN     "followUp" BOOLEAN NOT NULL DEFAULT false;


-- The first list's two dispositions that ask for something to be done: a review choosing one needs a note.
UPDATE "ReviewDisposition" SET "followUp" = true WHERE "id" IN ('raise_with_provider', 'contact_customer');
