-- The search columns, lower-cased as the app writes them, filled for the decisions already stored.
ALTER TABLE "UpgradeDecision" ADD COLUMN "custIdSearch" TEXT, ADD COLUMN "referenceSearch" TEXT;
-- LIKE's `%`, `_` and `\` as U+E025, U+E05F, U+E05C (lib/inbox/decision-lists.ts, searchSpelling).
UPDATE "UpgradeDecision" SET
  "referenceSearch" = replace(replace(replace(lower("originalReferenceNo"), '%', chr(57381)), '_', chr(57439)), '\', chr(57436)),
  "custIdSearch" = replace(replace(replace(lower("custId"), '%', chr(57381)), '_', chr(57439)), '\', chr(57436));
ALTER TABLE "UpgradeDecision" ALTER COLUMN "custIdSearch" SET NOT NULL, ALTER COLUMN "referenceSearch" SET NOT NULL;

-- CreateTable
CREATE TABLE "DecisionReason" (
    "decisionId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "DecisionReason_pkey" PRIMARY KEY ("decisionId","position")
);

-- CreateTable
CREATE TABLE "DecisionBenefit" (
    "decisionId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "DecisionBenefit_pkey" PRIMARY KEY ("decisionId","position")
);

-- The stored lists become rows, in the order received.
INSERT INTO "DecisionReason" ("decisionId", "position", "text")
SELECT "d"."id", "item"."ordinality" - 1, "item"."value"
FROM "UpgradeDecision" AS "d", jsonb_array_elements_text("d"."rejectReasons"::jsonb) WITH ORDINALITY AS "item"("value", "ordinality");
INSERT INTO "DecisionBenefit" ("decisionId", "position", "text")
SELECT "d"."id", "item"."ordinality" - 1, "item"."value"
FROM "UpgradeDecision" AS "d", jsonb_array_elements_text("d"."benefits"::jsonb) WITH ORDINALITY AS "item"("value", "ordinality");
ALTER TABLE "UpgradeDecision" DROP COLUMN "benefits";

-- CreateIndex
CREATE INDEX "DecisionReason_text_decisionId_idx" ON "DecisionReason"("text", "decisionId");

-- AddForeignKey
ALTER TABLE "DecisionReason" ADD CONSTRAINT "DecisionReason_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DecisionBenefit" ADD CONSTRAINT "DecisionBenefit_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

