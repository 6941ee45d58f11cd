-- The by-project charts read the project level of dashboard_counts (monthly rows for whole
-- months, daily rows for the ends), not running totals: dashboard_project_totals was kept by every
-- write of a counted record (a back-dated one rewrote a row a day since) and read by nothing. The
-- trigger function and the oracle no longer keep it, and the table goes.
CREATE OR REPLACE FUNCTION "dashboard_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- Serialises the writers of a project's records with a move of the project to another agency
    -- (the agency level reads the project's agency); FK checks (KEY SHARE) are not blocked.
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_counts;
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
END $$;
--> statement-breakpoint
DROP TABLE "dashboard_project_totals" CASCADE;
