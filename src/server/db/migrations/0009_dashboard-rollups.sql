CREATE TABLE "dashboard_counts" (
	"metric" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_counts_metric_scope_scope_id_grain_bucket_kind_pk" PRIMARY KEY("metric","scope","scope_id","grain","bucket","kind")
);
--> statement-breakpoint
CREATE TABLE "dashboard_project_totals" (
	"metric" text NOT NULL,
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_project_totals_metric_project_id_day_pk" PRIMARY KEY("metric","project_id","day")
);
--> statement-breakpoint
CREATE INDEX "dashboard_counts_bucket_idx" ON "dashboard_counts" USING btree ("metric","scope","grain","kind","bucket","scope_id","n");--> statement-breakpoint
-- The /home dashboard counts ten million quotations in milliseconds by reading rollups, never the
-- raw tables. dashboard_counts keeps the records created per Chile day and month at three levels
-- (platform 'x', agency 'a' by the project's CURRENT agency, project 'p'), per kind (status, form,
-- stage; '*' = every status of a sales record). dashboard_project_totals keeps running totals per
-- project so a by-project chart reads two rows a project whatever the range. One statement
-- trigger function serves every counted table (TG_ARGV: metric, kind expression, project
-- expression, whether '*' is kept); each statement's net change is applied in one upsert in key
-- order, as quotation_month_counts (0007) does, so a COPY of ten million rows stays one pass.
CREATE FUNCTION "dashboard_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  metric text := TG_ARGV[0];
  with_project boolean := TG_ARGV[2] <> 'NULL::integer';
  pick text := format('SELECT id, %s AS project_id, created_at, (%s)::text AS kind FROM %%s',
    TG_ARGV[2], TG_ARGV[1]);
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format('SELECT project_id, created_at, kind, 1 AS s FROM (%s) n', format(pick, 'new_rows'));
  ELSIF TG_OP = 'DELETE' THEN
    src := format('SELECT project_id, created_at, kind, -1 AS s FROM (%s) o', format(pick, 'old_rows'));
  ELSE
    -- Only the rows whose counted columns changed: an UPDATE of a name costs one join.
    src := format('SELECT v.* FROM (%s) n JOIN (%s) o USING (id) CROSS JOIN LATERAL (VALUES '
      '(n.project_id, n.created_at, n.kind, 1), (o.project_id, o.created_at, o.kind, -1)) '
      'v(project_id, created_at, kind, s) WHERE (n.project_id, n.created_at, n.kind) IS DISTINCT '
      'FROM (o.project_id, o.created_at, o.kind)', format(pick, 'new_rows'), format(pick, 'old_rows'));
  END IF;
  IF with_project THEN
    -- Serialises the writers of a project's records with each other (running totals) and with a
    -- move of the project to another agency; FK checks (KEY SHARE) are not blocked. The next
    -- statements then read the project's agency and counts as committed.
    EXECUTE format('SELECT 1 FROM projects WHERE id IN (SELECT project_id FROM (%s) s) '
      'ORDER BY id FOR NO KEY UPDATE', src);
  END IF;
  EXECUTE format($q$
    WITH d AS (
      SELECT project_id, (created_at AT TIME ZONE 'America/Santiago')::date AS day, kind,
        sum(s) AS n
      FROM (%1$s) s GROUP BY 1, 2, 3 HAVING sum(s) <> 0),
    k AS (
      SELECT project_id, day, kind, n FROM d
      UNION ALL
      SELECT project_id, day, '*', sum(n) FROM d WHERE %2$L GROUP BY 1, 2 HAVING sum(n) <> 0),
    lv AS (
      SELECT l.scope, l.scope_id, g.grain, g.bucket, k.kind, k.n
      FROM k LEFT JOIN projects p ON p.id = k.project_id
      CROSS JOIN LATERAL (VALUES ('x', 0), ('a', p.real_state_agency_id), ('p', k.project_id))
        l(scope, scope_id)
      CROSS JOIN LATERAL (VALUES ('d', k.day), ('m', date_trunc('month', k.day::timestamp)::date))
        g(grain, bucket)
      WHERE l.scope_id IS NOT NULL)
    INSERT INTO dashboard_counts AS c (metric, scope, scope_id, grain, bucket, kind, n)
      SELECT %3$L, scope, scope_id, grain, bucket, kind, sum(n) FROM lv
      GROUP BY 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (metric, scope, scope_id, grain, bucket, kind) DO UPDATE SET n = c.n + excluded.n
  $q$, src, TG_ARGV[3], metric);
  IF with_project THEN
    -- Running totals from the first changed day on: a new record of today rewrites one row.
    EXECUTE format($q$
      WITH aff AS (
        SELECT project_id, min(day) AS d0 FROM (
          SELECT project_id, (created_at AT TIME ZONE 'America/Santiago')::date AS day
          FROM (%1$s) s GROUP BY 1, 2 HAVING sum(s) <> 0) t
        GROUP BY 1),
      daily AS (
        SELECT c.scope_id AS project_id, c.bucket AS day,
          coalesce(sum(c.n) FILTER (WHERE c.kind <> '*'), 0) AS n
        FROM aff JOIN dashboard_counts c ON c.metric = %2$L AND c.scope = 'p'
          AND c.scope_id = aff.project_id AND c.grain = 'd' AND c.bucket >= aff.d0
        GROUP BY 1, 2),
      base AS (
        SELECT aff.project_id, coalesce((SELECT t.n FROM dashboard_project_totals t
          WHERE t.metric = %2$L AND t.project_id = aff.project_id AND t.day < aff.d0
          ORDER BY t.day DESC LIMIT 1), 0) AS n
        FROM aff)
      INSERT INTO dashboard_project_totals AS t (metric, project_id, day, n)
        SELECT %2$L, daily.project_id, daily.day,
          base.n + sum(daily.n) OVER (PARTITION BY daily.project_id ORDER BY daily.day)
        FROM daily JOIN base USING (project_id) ORDER BY 2, 3
      ON CONFLICT (metric, project_id, day) DO UPDATE SET n = excluded.n
    $q$, src, metric);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A project moved to another agency carries its counts along, so the agency level stays exact.
CREATE FUNCTION "dashboard_project_agency_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT n.id, o.real_state_agency_id AS old_agency, n.real_state_agency_id AS new_agency
    FROM new_rows n JOIN old_rows o USING (id)
    WHERE o.real_state_agency_id IS DISTINCT FROM n.real_state_agency_id),
  lv AS (
    SELECT c.metric, v.agency, c.grain, c.bucket, c.kind, v.sign * c.n AS n
    FROM moved m
    JOIN dashboard_counts c ON c.metric IN
        ('booking_request', 'contact', 'promise_request', 'prospect', 'quotation')
      AND c.scope = 'p' AND c.scope_id = m.id
    CROSS JOIN LATERAL (VALUES (m.old_agency, -1), (m.new_agency, 1)) v(agency, sign))
  INSERT INTO dashboard_counts AS c (metric, scope, scope_id, grain, bucket, kind, n)
    SELECT metric, 'a', agency, grain, bucket, kind, sum(n) FROM lv
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (metric, scope, scope_id, grain, bucket, kind) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The oracle: both tables recomputed from the raw ones (tests compare it with what the triggers
-- kept; a bulk load may run with triggers off and call it once).
CREATE FUNCTION "dashboard_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_counts;
  DELETE FROM dashboard_project_totals;
  WITH src AS (
    SELECT 'quotation' AS metric, project_id, created_at, status AS kind, true AS total
    FROM quotations
    UNION ALL SELECT 'booking_request', project_id, created_at, status, true FROM booking_requests
    UNION ALL SELECT 'promise_request', project_id, created_at, status, true FROM promise_requests
    UNION ALL SELECT 'contact', project_id, created_at, 'project', false FROM contact_forms
    UNION ALL SELECT 'contact', NULL::integer, created_at, 'newsletter', false
      FROM contact_form_newsletters
    UNION ALL SELECT 'contact', NULL::integer, created_at, 'enterprise', false
      FROM contact_form_enterprises
    UNION ALL SELECT 'contact', NULL::integer, created_at, 'section', false
      FROM contact_form_sections
    UNION ALL SELECT 'contact', NULL::integer, created_at, 'home', false
      FROM contact_form_home_sections
    UNION ALL SELECT 'prospect', project_id, created_at, pipeline_stage_id::text, false
      FROM prospects),
  d AS (
    SELECT metric, project_id, (created_at AT TIME ZONE 'America/Santiago')::date AS day, kind,
      bool_or(total) AS total, count(*) AS n
    FROM src GROUP BY 1, 2, 3, 4),
  k AS (
    SELECT metric, project_id, day, kind, n FROM d
    UNION ALL
    SELECT metric, project_id, day, '*', sum(n) FROM d WHERE total GROUP BY 1, 2, 3),
  lv AS (
    SELECT k.metric, l.scope, l.scope_id, g.grain, g.bucket, k.kind, k.n
    FROM k LEFT JOIN projects p ON p.id = k.project_id
    CROSS JOIN LATERAL (VALUES ('x', 0), ('a', p.real_state_agency_id), ('p', k.project_id))
      l(scope, scope_id)
    CROSS JOIN LATERAL (VALUES ('d', k.day), ('m', date_trunc('month', k.day::timestamp)::date))
      g(grain, bucket)
    WHERE l.scope_id IS NOT NULL)
  INSERT INTO dashboard_counts (metric, scope, scope_id, grain, bucket, kind, n)
    SELECT metric, scope, scope_id, grain, bucket, kind, sum(n) FROM lv GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO dashboard_project_totals (metric, project_id, day, n)
    SELECT metric, scope_id, bucket, sum(n) OVER (PARTITION BY metric, scope_id ORDER BY bucket)
    FROM (
      SELECT metric, scope_id, bucket, coalesce(sum(n) FILTER (WHERE kind <> '*'), 0) AS n
      FROM dashboard_counts WHERE scope = 'p' AND grain = 'd' GROUP BY 1, 2, 3) daily;
END $$;
--> statement-breakpoint
-- The public site inserts these records straight into the database, so the server cannot
-- announce them: the insert itself notifies the realtime bus (src/server/realtime/bus.ts format,
-- RecordChange plus its scope). Up to 100 rows, one event a row; a bigger statement (a bulk COPY)
-- sends one summary event, scoped to its project or agency when it has only one.
CREATE FUNCTION "dashboard_record_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  record_type text := TG_ARGV[0];
  with_project boolean := TG_ARGV[1]::boolean;
  rows_in integer;
BEGIN
  SELECT count(*) INTO rows_in FROM (SELECT 1 FROM new_rows LIMIT 101) s;
  IF rows_in = 0 THEN
    RETURN NULL;
  END IF;
  IF NOT with_project THEN
    PERFORM pg_notify('backoffice_events', json_build_object('topic', 'record', 'payload',
      json_build_object('type', record_type, 'action', 'created', 'id', r.id::text,
        'project_id', NULL, 'agency_id', NULL))::text)
    FROM (SELECT id FROM new_rows WHERE rows_in <= 100
          UNION ALL SELECT max(id) FROM new_rows WHERE rows_in > 100) r;
  ELSIF rows_in <= 100 THEN
    PERFORM pg_notify('backoffice_events', json_build_object('topic', 'record', 'payload',
      json_build_object('type', record_type, 'action', 'created', 'id', r.id::text,
        'project_id', r.project_id::text, 'agency_id', p.real_state_agency_id::text))::text)
    FROM (SELECT id, project_id FROM new_rows ORDER BY id) r
    LEFT JOIN projects p ON p.id = r.project_id;
  ELSE
    PERFORM pg_notify('backoffice_events', json_build_object('topic', 'record', 'payload',
      json_build_object('type', record_type, 'action', 'created', 'id', max(r.id)::text,
        'project_id', CASE WHEN count(*) = 1 THEN min(r.project_id)::text END,
        'agency_id', CASE WHEN count(DISTINCT p.real_state_agency_id) = 1
          THEN min(p.real_state_agency_id)::text END))::text)
    FROM (SELECT project_id, max(id) AS id FROM new_rows GROUP BY 1) r
    LEFT JOIN projects p ON p.id = r.project_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "projects_dashboard_agency" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_project_agency_apply"();
--> statement-breakpoint
CREATE TRIGGER "quotations_dashboard_insert" AFTER INSERT ON "quotations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('quotation', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "quotations_dashboard_update" AFTER UPDATE ON "quotations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('quotation', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "quotations_dashboard_delete" AFTER DELETE ON "quotations"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('quotation', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "quotations_dashboard_notify" AFTER INSERT ON "quotations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('quotation', 'true');
--> statement-breakpoint
CREATE TRIGGER "booking_requests_dashboard_insert" AFTER INSERT ON "booking_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('booking_request', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "booking_requests_dashboard_update" AFTER UPDATE ON "booking_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('booking_request', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "booking_requests_dashboard_delete" AFTER DELETE ON "booking_requests"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('booking_request', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "booking_requests_dashboard_notify" AFTER INSERT ON "booking_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('booking_request', 'true');
--> statement-breakpoint
CREATE TRIGGER "promise_requests_dashboard_insert" AFTER INSERT ON "promise_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('promise_request', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "promise_requests_dashboard_update" AFTER UPDATE ON "promise_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('promise_request', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "promise_requests_dashboard_delete" AFTER DELETE ON "promise_requests"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('promise_request', 'status', 'project_id', 'true');
--> statement-breakpoint
CREATE TRIGGER "promise_requests_dashboard_notify" AFTER INSERT ON "promise_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('promise_request', 'true');
--> statement-breakpoint
CREATE TRIGGER "contact_forms_dashboard_insert" AFTER INSERT ON "contact_forms"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''project''', 'project_id', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_forms_dashboard_update" AFTER UPDATE ON "contact_forms"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''project''', 'project_id', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_forms_dashboard_delete" AFTER DELETE ON "contact_forms"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''project''', 'project_id', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_forms_dashboard_notify" AFTER INSERT ON "contact_forms"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('contact', 'true');
--> statement-breakpoint
CREATE TRIGGER "contact_form_newsletters_dashboard_insert" AFTER INSERT ON "contact_form_newsletters"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''newsletter''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_newsletters_dashboard_update" AFTER UPDATE ON "contact_form_newsletters"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''newsletter''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_newsletters_dashboard_delete" AFTER DELETE ON "contact_form_newsletters"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''newsletter''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_newsletters_dashboard_notify" AFTER INSERT ON "contact_form_newsletters"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('contact', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_enterprises_dashboard_insert" AFTER INSERT ON "contact_form_enterprises"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''enterprise''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_enterprises_dashboard_update" AFTER UPDATE ON "contact_form_enterprises"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''enterprise''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_enterprises_dashboard_delete" AFTER DELETE ON "contact_form_enterprises"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''enterprise''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_enterprises_dashboard_notify" AFTER INSERT ON "contact_form_enterprises"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('contact', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_sections_dashboard_insert" AFTER INSERT ON "contact_form_sections"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''section''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_sections_dashboard_update" AFTER UPDATE ON "contact_form_sections"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''section''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_sections_dashboard_delete" AFTER DELETE ON "contact_form_sections"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''section''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_sections_dashboard_notify" AFTER INSERT ON "contact_form_sections"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('contact', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_home_sections_dashboard_insert" AFTER INSERT ON "contact_form_home_sections"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''home''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_home_sections_dashboard_update" AFTER UPDATE ON "contact_form_home_sections"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''home''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_home_sections_dashboard_delete" AFTER DELETE ON "contact_form_home_sections"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('contact', '''home''', 'NULL::integer', 'false');
--> statement-breakpoint
CREATE TRIGGER "contact_form_home_sections_dashboard_notify" AFTER INSERT ON "contact_form_home_sections"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('contact', 'false');
--> statement-breakpoint
CREATE TRIGGER "prospects_dashboard_insert" AFTER INSERT ON "prospects"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('prospect', 'pipeline_stage_id', 'project_id', 'false');
--> statement-breakpoint
CREATE TRIGGER "prospects_dashboard_update" AFTER UPDATE ON "prospects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('prospect', 'pipeline_stage_id', 'project_id', 'false');
--> statement-breakpoint
CREATE TRIGGER "prospects_dashboard_delete" AFTER DELETE ON "prospects"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_counts_apply"('prospect', 'pipeline_stage_id', 'project_id', 'false');
--> statement-breakpoint
CREATE TRIGGER "prospects_dashboard_notify" AFTER INSERT ON "prospects"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_record_notify"('prospect', 'true');
--> statement-breakpoint
-- The counts of what already exists.
SELECT "dashboard_rollups_rebuild"();
