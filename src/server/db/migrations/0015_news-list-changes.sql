CREATE TABLE "news_list_changes" (
	"version" bigint NOT NULL,
	"sign" smallint NOT NULL,
	"title_search" text,
	"date" date,
	"status" smallint
);
--> statement-breakpoint
CREATE INDEX "news_list_changes_version_idx" ON "news_list_changes" USING btree ("version");--> statement-breakpoint
-- A search total counted at one version is kept across writes: each statement on news still
-- bumps news_list_version (0014), and now also records, under the new value, the rows it wrote
-- (+1) and the rows as they were (-1), title, day and status only. A reader sums the matching
-- signs after its version in one indexed read instead of counting every match again. A
-- statement that changes over 1,000 rows (or a TRUNCATE) records one 0 instead: count again.
-- Only the last 1,000 versions are kept (NEWS_CHANGES_KEPT in news.totals.ts).
DROP TRIGGER "news_list_version_news" ON "news";
--> statement-breakpoint
DROP FUNCTION "news_list_version_bump"();
--> statement-breakpoint
CREATE FUNCTION "news_list_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  n bigint := 0;
BEGIN
  UPDATE news_list_version SET value = value + 1 WHERE id = 1 RETURNING value INTO v;
  DELETE FROM news_list_changes WHERE version <= v - 1000;
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO news_list_changes (version, sign) VALUES (v, 0);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO n FROM new_rows;
  ELSE
    SELECT count(*) INTO n FROM old_rows;
  END IF;
  IF n > 1000 THEN
    INSERT INTO news_list_changes (version, sign) VALUES (v, 0);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO news_list_changes (version, sign, title_search, date, status)
      SELECT v, 1, title_search, date, status FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO news_list_changes (version, sign, title_search, date, status)
      SELECT v, -1, title_search, date, status FROM old_rows;
  ELSE
    -- Only rows whose title, day or status changed can move a search's total.
    INSERT INTO news_list_changes (version, sign, title_search, date, status)
      SELECT v, s.sign, s.title_search, s.date, s.status
      FROM old_rows o JOIN new_rows w USING (id),
        LATERAL (VALUES (-1, o.title_search, o.date, o.status),
                        (1, w.title_search, w.date, w.status)) AS s(sign, title_search, date, status)
      WHERE (o.title_search, o.date, o.status) IS DISTINCT FROM (w.title_search, w.date, w.status);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_list_changes_insert" AFTER INSERT ON "news"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION news_list_changes_record();
--> statement-breakpoint
CREATE TRIGGER "news_list_changes_update" AFTER UPDATE ON "news"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION news_list_changes_record();
--> statement-breakpoint
CREATE TRIGGER "news_list_changes_delete" AFTER DELETE ON "news"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION news_list_changes_record();
--> statement-breakpoint
CREATE TRIGGER "news_list_changes_truncate" AFTER TRUNCATE ON "news"
  FOR EACH STATEMENT EXECUTE FUNCTION news_list_changes_record();
