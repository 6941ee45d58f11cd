CREATE TABLE "news_status_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The news list's total without a title or day filter: one row a status, kept in the same
-- transaction as the news rows by statement triggers (a bulk insert is one pass), and filled
-- here for the news already stored.
CREATE FUNCTION "news_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO news_status_counts AS c (status, n)
      SELECT status, count(*) FROM new_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO news_status_counts AS c (status, n)
      SELECT status, -count(*) FROM old_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_status_counts_insert" AFTER INSERT ON "news"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION news_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "news_status_counts_update" AFTER UPDATE ON "news"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION news_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "news_status_counts_delete" AFTER DELETE ON "news"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION news_status_counts_apply();
--> statement-breakpoint
CREATE FUNCTION "news_status_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM news_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_status_counts_truncate" AFTER TRUNCATE ON "news"
  FOR EACH STATEMENT EXECUTE FUNCTION news_status_counts_reset();
--> statement-breakpoint
INSERT INTO "news_status_counts" (status, n) SELECT status, count(*) FROM "news" GROUP BY status;
