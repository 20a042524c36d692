-- CreateTable
CREATE TABLE "ReasonText" (
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL,

    PRIMARY KEY ("text", "status")
);


-- Written by hand from here. Each reason text with each status of the decisions it came with, kept by a trigger
-- on every reason stored, whoever writes it.
INSERT OR IGNORE INTO "ReasonText" ("text", "status")
  SELECT DISTINCT r."text", d."status" FROM "DecisionReason" r JOIN "UpgradeDecision" d ON d."id" = r."decisionId";
CREATE TRIGGER "DecisionReason_reason_text" AFTER INSERT ON "DecisionReason" BEGIN
  INSERT OR IGNORE INTO "ReasonText" ("text", "status")
    SELECT NEW."text", "status" FROM "UpgradeDecision" WHERE "id" = NEW."decisionId";
END;

-- The inbox search on SQLite: a trigram index (FTS5) of each decision's search columns, so a search finds its
-- decisions without reading every one. An FTS row is found by its rowid, kept in a table of its own with an
-- INTEGER PRIMARY KEY: a VACUUM may renumber the implicit rowids of "UpgradeDecision", never these. Triggers
-- keep both in step with every insert, change of a search column and delete (the retention purge included).
CREATE TABLE "DecisionSearchKey" ("rowid" INTEGER PRIMARY KEY, "decisionId" TEXT NOT NULL UNIQUE);
CREATE VIRTUAL TABLE "DecisionSearch" USING fts5("reference", "custId", "notes", tokenize = 'trigram');
INSERT INTO "DecisionSearchKey" ("decisionId") SELECT "id" FROM "UpgradeDecision";
INSERT INTO "DecisionSearch" ("rowid", "reference", "custId", "notes")
  SELECT k."rowid", d."referenceSearch", d."custIdSearch", d."notesSearch"
  FROM "DecisionSearchKey" k JOIN "UpgradeDecision" d ON d."id" = k."decisionId";
CREATE TRIGGER "UpgradeDecision_search_insert" AFTER INSERT ON "UpgradeDecision" BEGIN
  INSERT INTO "DecisionSearchKey" ("decisionId") VALUES (NEW."id");
  INSERT INTO "DecisionSearch" ("rowid", "reference", "custId", "notes")
    VALUES ((SELECT "rowid" FROM "DecisionSearchKey" WHERE "decisionId" = NEW."id"),
      NEW."referenceSearch", NEW."custIdSearch", NEW."notesSearch");
END;
CREATE TRIGGER "UpgradeDecision_search_update"
  AFTER UPDATE OF "referenceSearch", "custIdSearch", "notesSearch" ON "UpgradeDecision" BEGIN
  UPDATE "DecisionSearch"
    SET "reference" = NEW."referenceSearch", "custId" = NEW."custIdSearch", "notes" = NEW."notesSearch"
    WHERE "rowid" = (SELECT "rowid" FROM "DecisionSearchKey" WHERE "decisionId" = NEW."id");
END;
CREATE TRIGGER "UpgradeDecision_search_delete" AFTER DELETE ON "UpgradeDecision" BEGIN
  DELETE FROM "DecisionSearch" WHERE "rowid" = (SELECT "rowid" FROM "DecisionSearchKey" WHERE "decisionId" = OLD."id");
  DELETE FROM "DecisionSearchKey" WHERE "decisionId" = OLD."id";
END;
