-- Payments reconcile with the gateway (issue 31): Flow's answer is stored on the payment, a
-- mismatch with our own order is held for review instead of being paid, and a confirmation whose
-- status call could not reach Flow is retried from flow_checks (claimed FOR UPDATE SKIP LOCKED
-- with a lease, like the exports and webhooks queues).
ALTER TABLE "payments" ADD COLUMN "gateway_status" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "flow_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_checks_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "flow_checks" ADD CONSTRAINT "flow_checks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Only open checks are ever claimed.
CREATE INDEX "flow_checks_due_idx" ON "flow_checks" USING btree ("next_attempt_at") WHERE status = 'queued';
