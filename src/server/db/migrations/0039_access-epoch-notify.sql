-- The access epoch (migration 0013) also covers what the sales lists' project sets are made of, and
-- announces each new value: an instance that listens (PGlite, in the same process) then knows the
-- epoch without reading it (docs/decisions/0035-prepared-statements-and-access-cache.md).
CREATE OR REPLACE FUNCTION "access_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE access_epoch SET value = value + 1 WHERE id = 1 RETURNING value INTO next;
  -- Delivered at commit, never for a rolled-back change.
  PERFORM pg_notify('access_epoch', next::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A sales list reads through the live projects the viewer may see: a project created, removed,
-- restored or moved to another agency changes that set. Other edits (names, prices, media) do not.
CREATE TRIGGER "access_epoch_projects_rows" AFTER INSERT OR DELETE OR TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
-- Per row, so that an edit which keeps the agency and the removal mark (every project-editor save
-- names the agency) leaves the epoch, and so the cached viewers, alone.
CREATE TRIGGER "access_epoch_projects_scope" AFTER UPDATE ON "projects" FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id
    OR OLD.real_state_agency_id IS DISTINCT FROM NEW.real_state_agency_id
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION access_epoch_bump();
