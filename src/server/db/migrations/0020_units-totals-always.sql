-- The units import copies rows with session_replication_role = replica inside its transaction,
-- which skips the per-row foreign-key check of project_id (the import has locked that project
-- and writes only its id; spreadsheets.copy.ts). Ordinary triggers do not fire in that mode:
-- the kept totals of migration 0017 must, so they fire ALWAYS.
ALTER TABLE "properties" ENABLE ALWAYS TRIGGER "properties_totals_insert";--> statement-breakpoint
ALTER TABLE "properties" ENABLE ALWAYS TRIGGER "properties_totals_delete";--> statement-breakpoint
ALTER TABLE "properties" ENABLE ALWAYS TRIGGER "properties_totals_move";--> statement-breakpoint
ALTER TABLE "warehouses" ENABLE ALWAYS TRIGGER "warehouses_totals_insert";--> statement-breakpoint
ALTER TABLE "warehouses" ENABLE ALWAYS TRIGGER "warehouses_totals_delete";--> statement-breakpoint
ALTER TABLE "warehouses" ENABLE ALWAYS TRIGGER "warehouses_totals_move";--> statement-breakpoint
ALTER TABLE "parking_lots" ENABLE ALWAYS TRIGGER "parking_lots_totals_insert";--> statement-breakpoint
ALTER TABLE "parking_lots" ENABLE ALWAYS TRIGGER "parking_lots_totals_delete";--> statement-breakpoint
ALTER TABLE "parking_lots" ENABLE ALWAYS TRIGGER "parking_lots_totals_move";
