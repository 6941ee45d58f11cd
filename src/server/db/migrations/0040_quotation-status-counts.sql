CREATE TABLE "quotation_status_counts" (
	"project_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "quotation_status_counts_project_id_status_pk" PRIMARY KEY("project_id","status")
);
--> statement-breakpoint
-- A quotations list without dates summed every month of quotation_month_counts (0007) for its
-- total: thousands of rows for an administrator. quotation_status_counts keeps the same counts
-- over all time, per project and status, so that total sums a few rows a project. The same
-- statement triggers keep both tables, month counts first (one lock order for every writer).
CREATE OR REPLACE FUNCTION "quotation_month_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO quotation_month_counts AS c (project_id, month, status, n)
      SELECT project_id, (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date,
        status, count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (project_id, month, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO quotation_status_counts AS c (project_id, status, n)
      SELECT project_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (project_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO quotation_month_counts AS c (project_id, month, status, n)
      SELECT project_id, (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date,
        status, -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (project_id, month, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO quotation_status_counts AS c (project_id, status, n)
      SELECT project_id, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (project_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO quotation_month_counts AS c (project_id, month, status, n)
      SELECT project_id, month, status, sum(d) FROM (
        SELECT project_id, (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date
          AS month, status, 1 AS d FROM new_rows
        UNION ALL
        SELECT project_id, (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date,
          status, -1 FROM old_rows
      ) change GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (project_id, month, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO quotation_status_counts AS c (project_id, status, n)
      SELECT project_id, status, sum(d) FROM (
        SELECT project_id, status, 1 AS d FROM new_rows
        UNION ALL
        SELECT project_id, status, -1 FROM old_rows
      ) change GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (project_id, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Filled in the same transaction as the new function: no write falls between the two.
INSERT INTO "quotation_status_counts" (project_id, status, n)
  SELECT project_id, status, count(*) FROM quotations GROUP BY 1, 2;
