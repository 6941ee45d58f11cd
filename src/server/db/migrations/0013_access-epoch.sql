CREATE TABLE "access_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- A server caches each access token's viewer (user, roles, permissions, agencies, projects) and
-- asks this one row per request instead of rebuilding the viewer. Every statement that can
-- change a viewer bumps it in its own transaction, so the new value becomes visible exactly when
-- the change does, to every server instance: a revocation or a role change takes effect at once.
INSERT INTO "access_epoch" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "access_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_epoch SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "access_epoch_users" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER "access_epoch_roles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER "access_epoch_permissions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER "access_epoch_role_has_permissions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "role_has_permissions" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER "access_epoch_user_roles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER "access_epoch_user_permissions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER "access_epoch_real_state_agency_users" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "real_state_agency_users" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER "access_epoch_project_users" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "project_users" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
--> statement-breakpoint
-- A new access token is in no cache: only revocation, expiry changes and removal matter.
CREATE TRIGGER "access_epoch_oauth_access_tokens" AFTER UPDATE OR DELETE OR TRUNCATE
  ON "oauth_access_tokens" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
