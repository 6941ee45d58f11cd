CREATE TABLE "prospect_stage_counts" (
	"pipeline_stage_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "prospect_stage_counts_pipeline_stage_id_project_id_month_pk" PRIMARY KEY("pipeline_stage_id","project_id","month")
);
--> statement-breakpoint
CREATE TABLE "prospect_stage_totals" (
	"pipeline_stage_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "prospect_stage_totals_pipeline_stage_id_project_id_pk" PRIMARY KEY("pipeline_stage_id","project_id")
);
--> statement-breakpoint
DROP INDEX "prospects_stage_idx";--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE INDEX "prospects_created_idx" ON "prospects" USING btree ("created_at","id","project_id");--> statement-breakpoint
CREATE INDEX "prospects_preapproval_idx" ON "prospects" USING btree ("preapproval_id");--> statement-breakpoint
CREATE INDEX "prospects_stage_idx" ON "prospects" USING btree ("pipeline_stage_id","created_at","id","project_id");--> statement-breakpoint
-- The stages that close a prospect: its status follows the stage it is moved into.
UPDATE "pipeline_stages" SET "outcome" = 'won' WHERE "name" = 'Ganado';--> statement-breakpoint
UPDATE "pipeline_stages" SET "outcome" = 'lost' WHERE "name" = 'Perdido';--> statement-breakpoint
-- The board's totals over 200,000 prospects would count them all on every first screen.
-- prospect_stage_counts keeps the count of each stage, project and month (Chile time); statement
-- triggers apply each statement's net change in one upsert, in key order so concurrent writers
-- (moves of different prospects) lock buckets in the same order. As quotation_month_counts (0007).
-- prospect_stage_totals keeps the same counts over all time (stage and project): the board
-- without dates sums a few dozen rows a stage instead of three years of months.
CREATE FUNCTION "prospect_stage_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO prospect_stage_counts AS c (pipeline_stage_id, project_id, month, n)
      SELECT pipeline_stage_id, project_id,
        (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date, count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pipeline_stage_id, project_id, month) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO prospect_stage_totals AS t (pipeline_stage_id, project_id, n)
      SELECT pipeline_stage_id, project_id, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (pipeline_stage_id, project_id) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO prospect_stage_counts AS c (pipeline_stage_id, project_id, month, n)
      SELECT pipeline_stage_id, project_id,
        (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date, -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pipeline_stage_id, project_id, month) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO prospect_stage_totals AS t (pipeline_stage_id, project_id, n)
      SELECT pipeline_stage_id, project_id, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (pipeline_stage_id, project_id) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO prospect_stage_counts AS c (pipeline_stage_id, project_id, month, n)
      SELECT pipeline_stage_id, project_id, month, sum(d) FROM (
        SELECT pipeline_stage_id, project_id,
          (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date AS month, 1 AS d
        FROM new_rows
        UNION ALL
        SELECT pipeline_stage_id, project_id,
          (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date, -1
        FROM old_rows
      ) change GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (pipeline_stage_id, project_id, month) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO prospect_stage_totals AS t (pipeline_stage_id, project_id, n)
      SELECT pipeline_stage_id, project_id, sum(d) FROM (
        SELECT pipeline_stage_id, project_id, 1 AS d FROM new_rows
        UNION ALL
        SELECT pipeline_stage_id, project_id, -1 FROM old_rows
      ) change GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (pipeline_stage_id, project_id) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prospects_counts_insert" AFTER INSERT ON "prospects"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "prospect_stage_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "prospects_counts_update" AFTER UPDATE ON "prospects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "prospect_stage_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "prospects_counts_delete" AFTER DELETE ON "prospects"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "prospect_stage_counts_apply"();
--> statement-breakpoint
INSERT INTO "prospect_stage_counts" (pipeline_stage_id, project_id, month, n)
  SELECT pipeline_stage_id, project_id,
    (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date, count(*)
  FROM prospects GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "prospect_stage_totals" (pipeline_stage_id, project_id, n)
  SELECT pipeline_stage_id, project_id, count(*) FROM prospects GROUP BY 1, 2;
