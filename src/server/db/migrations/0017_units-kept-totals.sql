CREATE TABLE "project_unit_totals" (
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "project_unit_totals_project_id_kind_pk" PRIMARY KEY("project_id","kind")
);
--> statement-breakpoint
-- The /properties tables counted a project's live units on every page (5,000 rows: about 2 ms of a
-- 13 ms request). project_unit_totals keeps that count per project and kind. Inserts and deletes
-- apply each statement's net change in one upsert (a 100,000-row import adds one grouped insert);
-- updates move a unit only when its project or its deletion changes (row triggers with column
-- lists, so the visibility and flag toggles of 1,000 units fire nothing).
CREATE FUNCTION "project_unit_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO project_unit_totals AS t (project_id, kind, n)
      SELECT project_id, TG_ARGV[0], count(*) FROM new_rows WHERE deleted_at IS NULL
      GROUP BY project_id ORDER BY project_id
    ON CONFLICT (project_id, kind) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO project_unit_totals AS t (project_id, kind, n)
      SELECT project_id, TG_ARGV[0], -count(*) FROM old_rows WHERE deleted_at IS NULL
      GROUP BY project_id ORDER BY project_id
    ON CONFLICT (project_id, kind) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "project_unit_totals_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    INSERT INTO project_unit_totals AS t (project_id, kind, n) VALUES (OLD.project_id, TG_ARGV[0], -1)
    ON CONFLICT (project_id, kind) DO UPDATE SET n = t.n - 1;
  END IF;
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO project_unit_totals AS t (project_id, kind, n) VALUES (NEW.project_id, TG_ARGV[0], 1)
    ON CONFLICT (project_id, kind) DO UPDATE SET n = t.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_totals_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_unit_totals_apply"('property');
--> statement-breakpoint
CREATE TRIGGER "properties_totals_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_unit_totals_apply"('property');
--> statement-breakpoint
CREATE TRIGGER "properties_totals_move" AFTER UPDATE OF project_id, deleted_at ON "properties"
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "project_unit_totals_move"('property');
--> statement-breakpoint
CREATE TRIGGER "warehouses_totals_insert" AFTER INSERT ON "warehouses"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_unit_totals_apply"('warehouse');
--> statement-breakpoint
CREATE TRIGGER "warehouses_totals_delete" AFTER DELETE ON "warehouses"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_unit_totals_apply"('warehouse');
--> statement-breakpoint
CREATE TRIGGER "warehouses_totals_move" AFTER UPDATE OF project_id, deleted_at ON "warehouses"
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "project_unit_totals_move"('warehouse');
--> statement-breakpoint
CREATE TRIGGER "parking_lots_totals_insert" AFTER INSERT ON "parking_lots"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_unit_totals_apply"('parkinglot');
--> statement-breakpoint
CREATE TRIGGER "parking_lots_totals_delete" AFTER DELETE ON "parking_lots"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_unit_totals_apply"('parkinglot');
--> statement-breakpoint
CREATE TRIGGER "parking_lots_totals_move" AFTER UPDATE OF project_id, deleted_at ON "parking_lots"
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "project_unit_totals_move"('parkinglot');
--> statement-breakpoint
INSERT INTO "project_unit_totals" (project_id, kind, n)
  SELECT project_id, 'property', count(*) FROM properties WHERE deleted_at IS NULL GROUP BY 1
  UNION ALL
  SELECT project_id, 'warehouse', count(*) FROM warehouses WHERE deleted_at IS NULL GROUP BY 1
  UNION ALL
  SELECT project_id, 'parkinglot', count(*) FROM parking_lots WHERE deleted_at IS NULL GROUP BY 1;
