CREATE TABLE "quotation_month_counts" (
	"project_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "quotation_month_counts_project_id_month_status_pk" PRIMARY KEY("project_id","month","status")
);
--> statement-breakpoint
DROP INDEX "quotations_project_created_idx";--> statement-breakpoint
DROP INDEX "quotations_created_idx";--> statement-breakpoint
DROP INDEX "quotations_customer_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || rut::text || lower(rut_dv) || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 9)), 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')) STORED;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(contact_name || ' ' || coalesce(contact_email, '') || ' ' || lower(regexp_replace(coalesce(contact_rut, ''), '[^0-9kK]', '', 'g')) || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'), 9)), 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "booking_requests_property_idx" ON "booking_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "booking_requests_search_idx" ON "booking_requests" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "quotations_project_created_idx" ON "quotations" USING btree ("project_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at","id","project_id","status");--> statement-breakpoint
CREATE INDEX "quotations_customer_idx" ON "quotations" USING btree ("customer_id","created_at","id","project_id","status");--> statement-breakpoint
-- The quotations list pages through a million rows in a few milliseconds (an index per project in
-- the list's order), but its total would count them all. quotation_month_counts keeps the count
-- of each project, month (Chile time) and status; statement triggers apply each statement's net
-- change in one upsert, in key order so concurrent writers lock buckets in the same order.
CREATE FUNCTION "quotation_month_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO quotation_month_counts AS c (project_id, month, status, n)
      SELECT project_id, (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date,
        status, count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (project_id, month, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO quotation_month_counts AS c (project_id, month, status, n)
      SELECT project_id, (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date,
        status, -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (project_id, month, status) DO UPDATE SET n = c.n + excluded.n;
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
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quotations_counts_insert" AFTER INSERT ON "quotations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "quotation_month_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "quotations_counts_update" AFTER UPDATE ON "quotations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "quotation_month_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "quotations_counts_delete" AFTER DELETE ON "quotations"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "quotation_month_counts_apply"();
--> statement-breakpoint
INSERT INTO "quotation_month_counts" (project_id, month, status, n)
  SELECT project_id, (date_trunc('month', created_at AT TIME ZONE 'America/Santiago'))::date,
    status, count(*)
  FROM quotations GROUP BY 1, 2, 3;
