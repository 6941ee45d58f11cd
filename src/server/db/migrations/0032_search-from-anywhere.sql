-- The search from anywhere (issue 33) finds homes by the start of their identifier, in any case:
-- a range of this index instead of a scan of every live unit. text_pattern_ops serves LIKE
-- 'prefix%' whatever the database's collation.
CREATE INDEX IF NOT EXISTS "properties_identifier_prefix_idx" ON "properties" USING btree (lower("identifier") text_pattern_ops) WHERE "deleted_at" IS NULL;
