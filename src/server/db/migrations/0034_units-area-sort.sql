-- /properties sorted by area (issue 33) reads an index in the sort's order, as by price.
CREATE INDEX IF NOT EXISTS "properties_total_area_order_idx" ON "properties" USING btree ("project_id", "total_area", "id") WHERE "deleted_at" is null;
