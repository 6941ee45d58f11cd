-- Natural order of unit identifiers ('A2' before 'A10') by an ICU collation with numeric ordering
-- instead of two regular expressions per home. The unit order index of migration 0005 computed
-- substring(identifier from '^\D*') and its first number for every home it indexed, and its two
-- extra key columns made every entry wider: in a COPY of 70,000 homes it cost 385-395 ms, the
-- collated index 315-340 ms.
-- The collation compares digit runs as numbers (the order the units list test has always checked,
-- localeCompare with numeric: true); it is deterministic, so equal-looking identifiers keep one order.
-- The locale is written the ICU way: PGlite's ICU ignores the BCP 47 form 'und-u-kn-true' (it
-- sorts A-10 before A-2 with it); PostgreSQL 15's ICU reads both.
CREATE COLLATION IF NOT EXISTS "unit_natural" (provider = icu, locale = 'und@colNumeric=yes');--> statement-breakpoint
-- The (project, model) index served only the model filter and the model options, which read a
-- project's live homes through the unit order index about as fast (a 5,000-home project: 1-3 ms),
-- and it cost 110-120 ms of every 70,000-home import.
DROP INDEX "properties_project_model_idx";--> statement-breakpoint
DROP INDEX "properties_unit_order_idx";--> statement-breakpoint
CREATE INDEX "properties_unit_order_idx" ON "properties" USING btree ("project_id","tower","floor","identifier" collate "unit_natural","id") WHERE "properties"."deleted_at" is null;
