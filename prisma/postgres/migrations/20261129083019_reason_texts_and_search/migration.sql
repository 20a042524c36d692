-- CreateTable
CREATE TABLE "ReasonText" (
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL,

    CONSTRAINT "ReasonText_pkey" PRIMARY KEY ("text","status")
);


-- Written by hand from here. Each reason text with each status of the decisions it came with, kept by a trigger
-- on every reason stored, whoever writes it. (The search uses the trigram indexes of 20261128015756.)
INSERT INTO "ReasonText" ("text", "status")
  SELECT DISTINCT r."text", d."status" FROM "DecisionReason" r JOIN "UpgradeDecision" d ON d."id" = r."decisionId"
  ON CONFLICT DO NOTHING;
CREATE FUNCTION "decision_reason_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ReasonText" ("text", "status")
    SELECT NEW."text", d."status" FROM "UpgradeDecision" d WHERE d."id" = NEW."decisionId"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER "DecisionReason_reason_text" AFTER INSERT ON "DecisionReason"
  FOR EACH ROW EXECUTE FUNCTION "decision_reason_text"();
