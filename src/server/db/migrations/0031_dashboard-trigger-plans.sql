-- The dashboard's counting trigger (0019) built its two statements as text and ran them with
-- EXECUTE, so PostgreSQL parsed and planned them again on every write of a counted table, whether
-- or not a counted column changed; that planning was most of the cost of a small write (an expiry
-- batch, a status change). Now only the short query that reads the transition tables stays
-- dynamic (it names the table's columns); it hands the net change over as arrays, and the rest is
-- static SQL, whose plans PL/pgSQL prepares once per connection. A write that changes no counted
-- column stops after that first query. Same rows, same order of locks, same results as 0019.
CREATE OR REPLACE FUNCTION "dashboard_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_metric text := TG_ARGV[0];
  with_project boolean := TG_ARGV[2] <> 'NULL::integer';
  v_with_total boolean := TG_ARGV[3]::boolean;
  pick text := format('SELECT id, %s AS project_id, created_at, (%s)::text AS kind FROM %%s',
    TG_ARGV[2], TG_ARGV[1]);
  src text;
  p_project integer[];
  p_at timestamptz[];
  p_kind text[];
  p_s integer[];
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
  EXECUTE format('SELECT array_agg(project_id), array_agg(created_at), array_agg(kind), '
    'array_agg(s) FROM (%s) s', src) INTO p_project, p_at, p_kind, p_s;
  IF p_s IS NULL THEN
    RETURN NULL;
  END IF;
  IF with_project THEN
    -- Serialises the writers of a project's records with a move of the project to another agency
    -- (the agency level reads the project's agency); FK checks (KEY SHARE) are not blocked.
    PERFORM 1 FROM projects WHERE id = ANY (p_project) ORDER BY id FOR NO KEY UPDATE;
  END IF;
  -- One statement: the daily and monthly rows, then the blocks of the same net change (each
  -- upsert in key order, so concurrent writers take the rows' locks in one order).
  WITH delta AS (
    SELECT * FROM unnest(p_project, p_at, p_kind, p_s) AS x(project_id, created_at, kind, sign)),
  d AS (
    SELECT delta.project_id, (delta.created_at AT TIME ZONE 'America/Santiago')::date AS day,
      delta.kind, sum(delta.sign) AS n
    FROM delta GROUP BY 1, 2, 3 HAVING sum(delta.sign) <> 0),
  k AS (
    SELECT d.project_id, d.day, d.kind, d.n FROM d
    UNION ALL
    SELECT d.project_id, d.day, '*', sum(d.n) FROM d WHERE v_with_total GROUP BY 1, 2
      HAVING sum(d.n) <> 0),
  lv AS (
    SELECT l.scope, l.scope_id, k.day, k.kind, k.n
    FROM k LEFT JOIN projects p ON p.id = k.project_id
    CROSS JOIN LATERAL (VALUES ('x', 0), ('a', p.real_state_agency_id), ('p', k.project_id))
      l(scope, scope_id)
    WHERE l.scope_id IS NOT NULL),
  counted AS (
    INSERT INTO dashboard_counts AS c (metric, scope, scope_id, grain, bucket, kind, n)
      SELECT v_metric, lv.scope, lv.scope_id, g.grain, g.bucket, lv.kind, sum(lv.n) FROM lv
      CROSS JOIN LATERAL (VALUES ('d', lv.day),
        ('m', date_trunc('month', lv.day::timestamp)::date)) g(grain, bucket)
      GROUP BY 2, 3, 4, 5, 6 HAVING sum(lv.n) <> 0 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (metric, scope, scope_id, grain, bucket, kind) DO UPDATE SET n = c.n + excluded.n)
  INSERT INTO dashboard_block_counts AS b (metric, scope, kind, grain, bucket, scope_id, n)
    SELECT v_metric, lv.scope, lv.kind, g.grain,
      lv.day - ((lv.day - date '1970-01-01') % (1 << g.grain) + (1 << g.grain)) % (1 << g.grain),
      lv.scope_id, sum(lv.n)
    FROM lv CROSS JOIN generate_series(0, 10) g(grain) WHERE v_metric <> 'prospect'
    GROUP BY 2, 3, 4, 5, 6 HAVING sum(lv.n) <> 0 ORDER BY 2, 3, 4, 5, 6
  ON CONFLICT (metric, scope, kind, grain, bucket, scope_id) DO UPDATE SET n = b.n + excluded.n;
  RETURN NULL;
END $$;
