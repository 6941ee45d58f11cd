-- The claim reads each webhook's oldest due delivery in (next_attempt_at, id) order and stops
-- there; with the time alone indexed it read and sorted the whole backlog on every claim.
DROP INDEX IF EXISTS "webhook_deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("webhook_id", "next_attempt_at", "id") WHERE status IN ('queued', 'retrying');--> statement-breakpoint
-- The deliveries in flight of a webhook, by the time their lease began: the claim counts them.
DROP INDEX IF EXISTS "webhook_deliveries_leased_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_leased_idx" ON "webhook_deliveries" USING btree ("webhook_id", "locked_at") WHERE locked_at IS NOT NULL;
