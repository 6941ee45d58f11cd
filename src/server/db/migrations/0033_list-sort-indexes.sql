-- The lists' sorts (issue 33) on the largest lists read an index in the sort's order, as the
-- default orders do, instead of sorting every matching row for each page.
-- Quotations by status and by number: per project (the merged per-project plan) and, by status,
-- over every project; each holds what the filters test, so the page reads the index alone.
CREATE INDEX IF NOT EXISTS "quotations_project_status_order_idx" ON "quotations" USING btree ("project_id", "status", "id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotations_status_order_idx" ON "quotations" USING btree ("status", "id", "project_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotations_project_id_order_idx" ON "quotations" USING btree ("project_id", "id", "created_at", "status");--> statement-breakpoint
-- A project's homes by price and by identifier in natural order, live ones only (the list's rows).
CREATE INDEX IF NOT EXISTS "properties_price_order_idx" ON "properties" USING btree ("project_id", "price", "id") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_identifier_order_idx" ON "properties" USING btree ("project_id", "identifier" collate "unit_natural", "id") WHERE "deleted_at" is null;
