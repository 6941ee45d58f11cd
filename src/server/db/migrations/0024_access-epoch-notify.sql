-- Written by hand (drizzle-kit does not describe triggers; the schema snapshot is unchanged). Each
-- change of the access epoch (migration 0013) is announced on the `access_epoch` channel when its
-- transaction commits, so that a server whose database tells it every commit (PGlite, in its own
-- process) may keep the epoch in memory between changes. The payload is constant: PostgreSQL
-- folds the identical notifications of one transaction into one.
CREATE FUNCTION "access_epoch_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_epoch', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "access_epoch_announce" AFTER UPDATE ON "access_epoch"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_announce();
