-- Duplicate prospects by RUT (issue 34): each prospect keeps its project's agency and its
-- customer's RUT body (the normalised RUT: the check digit follows from it), so the board finds a
-- card's duplicates through one index probe on (agency, RUT). A row trigger fills both on insert
-- and when the prospect changes project or customer; the customer's and the project's own updates
-- carry the change to their prospects.
ALTER TABLE "prospects" ADD COLUMN "project_agency_id" integer;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "customer_rut" integer;--> statement-breakpoint
UPDATE "prospects" p SET "project_agency_id" = pr."real_state_agency_id", "customer_rut" = c."rut"
  FROM "projects" pr, "customers" c WHERE pr."id" = p."project_id" AND c."id" = p."customer_id";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "prospects_agency_rut_idx" ON "prospects" USING btree ("project_agency_id", "customer_rut", "id");--> statement-breakpoint
CREATE FUNCTION "prospect_duplicate_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.project_agency_id := (SELECT real_state_agency_id FROM projects WHERE id = NEW.project_id);
  NEW.customer_rut := (SELECT rut FROM customers WHERE id = NEW.customer_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prospects_duplicate_key_insert" BEFORE INSERT ON "prospects"
  FOR EACH ROW EXECUTE FUNCTION "prospect_duplicate_key"();
--> statement-breakpoint
CREATE TRIGGER "prospects_duplicate_key_update" BEFORE UPDATE OF "project_id", "customer_id" ON "prospects"
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION "prospect_duplicate_key"();
--> statement-breakpoint
CREATE FUNCTION "customer_rut_to_prospects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prospects SET customer_rut = NEW.rut WHERE customer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_rut_to_prospects" AFTER UPDATE OF "rut" ON "customers"
  FOR EACH ROW WHEN (OLD.rut IS DISTINCT FROM NEW.rut)
  EXECUTE FUNCTION "customer_rut_to_prospects"();
--> statement-breakpoint
CREATE FUNCTION "project_agency_to_prospects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prospects SET project_agency_id = NEW.real_state_agency_id WHERE project_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "projects_agency_to_prospects" AFTER UPDATE OF "real_state_agency_id" ON "projects"
  FOR EACH ROW WHEN (OLD.real_state_agency_id IS DISTINCT FROM NEW.real_state_agency_id)
  EXECUTE FUNCTION "project_agency_to_prospects"();
--> statement-breakpoint
-- A merge (mergeProspects) keeps what it moved, so unmergeProspects can put both prospects back
-- as they were within a short window: the merged prospect's row, and the ids of the stage moves
-- and quotation links it took over (links the kept prospect already had are dropped and kept
-- here to restore).
CREATE TABLE IF NOT EXISTS "prospect_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kept_id" integer NOT NULL,
	"merged_id" integer NOT NULL,
	"merged_row" jsonb NOT NULL,
	"moved_history_ids" integer[] DEFAULT '{}' NOT NULL,
	"moved_link_ids" integer[] DEFAULT '{}' NOT NULL,
	"dropped_links" jsonb DEFAULT '[]' NOT NULL,
	"kept_before" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "prospect_merges_kept_id_prospects_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "prospect_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
