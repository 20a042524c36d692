-- CreateTable
CREATE TABLE "DecisionReason" (
    "decisionId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,

    PRIMARY KEY ("decisionId", "position"),
    CONSTRAINT "DecisionReason_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DecisionBenefit" (
    "decisionId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,

    PRIMARY KEY ("decisionId", "position"),
    CONSTRAINT "DecisionBenefit_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "UpgradeDecision" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Written by hand instead of Prisma's table redefinition: dropping the table would delete the decisions'
-- children (foreign keys are on inside the migration's transaction), and SQLite drops a plain column in place.

-- The search columns, lower-cased as the app writes them. SQLite's lower() folds ASCII letters only: another
-- letter of a decision stored before keeps its case here, as SQLite's LIKE searched it until now.
ALTER TABLE "UpgradeDecision" ADD COLUMN "referenceSearch" TEXT NOT NULL DEFAULT '';
ALTER TABLE "UpgradeDecision" ADD COLUMN "custIdSearch" TEXT NOT NULL DEFAULT '';
-- LIKE's `%`, `_` and `\` as U+E025, U+E05F, U+E05C (lib/inbox/decision-lists.ts, searchSpelling).
UPDATE "UpgradeDecision" SET
  "referenceSearch" = replace(replace(replace(lower("originalReferenceNo"), '%', char(57381)), '_', char(57439)), '\', char(57436)),
  "custIdSearch" = replace(replace(replace(lower("custId"), '%', char(57381)), '_', char(57439)), '\', char(57436));

-- The stored lists become rows, in the order received.
INSERT INTO "DecisionReason" ("decisionId", "position", "text")
SELECT "d"."id", CAST("item"."key" AS INTEGER), "item"."value"
FROM "UpgradeDecision" AS "d", json_each("d"."rejectReasons") AS "item";
INSERT INTO "DecisionBenefit" ("decisionId", "position", "text")
SELECT "d"."id", CAST("item"."key" AS INTEGER), "item"."value"
FROM "UpgradeDecision" AS "d", json_each("d"."benefits") AS "item";
ALTER TABLE "UpgradeDecision" DROP COLUMN "benefits";

-- CreateIndex
CREATE INDEX "DecisionReason_text_decisionId_idx" ON "DecisionReason"("text", "decisionId");
