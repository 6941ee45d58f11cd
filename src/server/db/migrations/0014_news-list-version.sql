CREATE TABLE "news_list_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- The news list keeps the total of a title or day search while no news was written since: every
-- statement on news bumps this row in its own transaction, so a total is reused only with the
-- same value it was counted at (read in the same statement), on any server instance.
INSERT INTO "news_list_version" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "news_list_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE news_list_version SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_list_version_news" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news"
  FOR EACH STATEMENT EXECUTE FUNCTION news_list_version_bump();
