-- Webhooks that are delivered (issue 30). An event is an outbox row (webhook_deliveries) written
-- by a trigger in the transaction of the change that causes it, so a rolled-back change sends
-- nothing and a committed one is never lost. The runner (src/server/modules/webhooks) claims due
-- rows with FOR UPDATE SKIP LOCKED and a lease, like the exports queue; every attempt is a
-- webhook_records row.
ALTER TABLE "webhooks" ADD COLUMN "secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "previous_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"message_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Only open rows are ever claimed, so the queue index leaves delivered and failed ones out.
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status IN ('queued', 'retrying');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id");--> statement-breakpoint
-- The claim counts a webhook's deliveries in flight; settled rows drop their lease, so this
-- index holds only those and stays small however long a webhook's backlog is.
CREATE INDEX "webhook_deliveries_leased_idx" ON "webhook_deliveries" USING btree ("webhook_id") WHERE locked_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_records" ADD COLUMN "delivery_id" bigint;--> statement-breakpoint
ALTER TABLE "webhook_records" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "webhook_records" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "webhook_records" ADD CONSTRAINT "webhook_records_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A record is one attempt; its next_attempt_at is the retry it scheduled, none after the last.
ALTER TABLE "webhook_records" ALTER COLUMN "next_attempt_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_records" ALTER COLUMN "next_attempt_at" DROP DEFAULT;--> statement-breakpoint
UPDATE "webhook_records" SET "next_attempt_at" = NULL WHERE "state" <> 'pending';--> statement-breakpoint
-- Writes the outbox rows of one statement: the thin payload of each changed row, once for every
-- enabled webhook of its project subscribed to the event, then wakes the runners through the
-- realtime channel. TG_ARGV[0] names the record: quotation | booking_request | promise_request |
-- preapproval | contact | booking_order | promise_order. On INSERT: `<record>.created` (an order
-- inserted already approved is `.paid`); on UPDATE: `<record>.updated` when the status changed,
-- `<order>.paid` when an order's status became 'approved'. No RUT, Rukan/RSH or contact data.
CREATE FUNCTION "webhook_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  data_sql text;
  filter_sql text;
  event text;
  queued integer;
BEGIN
  -- A seed or a deliberate bulk load switches the database's announcements off for its
  -- transaction (see 0010_notifications.sql); webhooks follow the same switch.
  IF current_setting('backoffice.notifications', true) = 'off'
    OR current_setting('backoffice.webhooks', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF kind IN ('booking_order', 'promise_order') THEN
    event := kind || '.paid';
    filter_sql := CASE WHEN TG_OP = 'INSERT' THEN $q$ WHERE n.status = 'approved'$q$
      ELSE $q$ JOIN old_rows o ON o.id = n.id
        WHERE n.status = 'approved' AND o.status IS DISTINCT FROM 'approved'$q$ END;
  ELSIF TG_OP = 'INSERT' THEN
    event := kind || '.created';
    filter_sql := '';
  ELSE
    event := kind || '.updated';
    filter_sql := $q$ JOIN old_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status$q$;
  END IF;
  -- Nobody listens to this event in the statement's projects: nothing to build.
  PERFORM 1 FROM webhooks w
    WHERE w.event_type = event AND w.disabled_at IS NULL LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  data_sql := CASE kind
    WHEN 'quotation' THEN $q$jsonb_build_object('id', n.id, 'project_id', n.project_id,
      'status', n.status, 'customer_id', n.customer_id, 'origin', n.origin,
      'created_at', notification_iso(n.created_at))$q$
    WHEN 'booking_request' THEN $q$jsonb_build_object('id', n.id, 'project_id', n.project_id,
      'status', n.status, 'quotation_id', n.quotation_id, 'property_id', n.property_id,
      'amount', n.amount, 'created_at', notification_iso(n.created_at))$q$
    WHEN 'promise_request' THEN $q$jsonb_build_object('id', n.id, 'project_id', n.project_id,
      'status', n.status, 'quotation_id', n.quotation_id, 'amount_paid', n.amount_paid,
      'uf_value', n.uf_value, 'order_number', n.order_number,
      'created_at', notification_iso(n.created_at))$q$
    WHEN 'preapproval' THEN $q$jsonb_build_object('id', n.id, 'project_id', n.project_id,
      'status', n.status, 'property_type', n.property_type,
      'amount_property', n.amount_property, 'amount_foot', n.amount_foot,
      'credit_term', n.credit_term, 'created_at', notification_iso(n.created_at))$q$
    WHEN 'contact' THEN $q$jsonb_build_object('id', n.id, 'project_id', n.project_id,
      'status', NULL, 'origin', n.origin, 'created_at', notification_iso(n.created_at))$q$
    WHEN 'booking_order' THEN $q$jsonb_build_object('id', n.id, 'project_id', n.project_id,
      'status', n.status, 'booking_request_id', n.booking_request_id,
      'amount_paid', n.amount_paid, 'uf_value', n.uf_value, 'order_number', n.order_number,
      'datetime_transaction', notification_iso(n.datetime_transaction))$q$
    ELSE $q$jsonb_build_object('id', n.id, 'project_id', n.project_id, 'status', n.status,
      'promise_request_id', n.promise_request_id)$q$
  END;
  IF TG_OP = 'UPDATE' AND kind NOT IN ('booking_order', 'promise_order') THEN
    data_sql := data_sql || $q$ || jsonb_build_object('previous_status', o.status)$q$;
  END IF;
  EXECUTE format($q$
    INSERT INTO webhook_deliveries (webhook_id, project_id, event_type, message_id, payload)
    SELECT w.id, r.project_id, %1$L, 'msg_' || replace(gen_random_uuid()::text, '-', ''),
      jsonb_build_object('type', %1$L, 'timestamp', notification_iso(now()), 'data', r.data)
    FROM (SELECT n.id, n.project_id, %2$s AS data FROM new_rows n %3$s) r
    JOIN webhooks w ON w.project_id = r.project_id AND w.event_type = %1$L
      AND w.disabled_at IS NULL
    ORDER BY r.id, w.id$q$, event, data_sql, filter_sql);
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    -- Delivered with the commit (never for a rollback); every instance's runner wakes up.
    PERFORM pg_notify('backoffice_events', '{"topic":"webhook.queued","payload":null}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quotations_webhooks_insert" AFTER INSERT ON "quotations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('quotation');
--> statement-breakpoint
CREATE TRIGGER "booking_requests_webhooks_insert" AFTER INSERT ON "booking_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('booking_request');
--> statement-breakpoint
CREATE TRIGGER "booking_requests_webhooks_update" AFTER UPDATE ON "booking_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('booking_request');
--> statement-breakpoint
CREATE TRIGGER "promise_requests_webhooks_insert" AFTER INSERT ON "promise_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('promise_request');
--> statement-breakpoint
CREATE TRIGGER "promise_requests_webhooks_update" AFTER UPDATE ON "promise_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('promise_request');
--> statement-breakpoint
CREATE TRIGGER "preapprovals_webhooks_insert" AFTER INSERT ON "preapprovals"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('preapproval');
--> statement-breakpoint
CREATE TRIGGER "preapprovals_webhooks_update" AFTER UPDATE ON "preapprovals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('preapproval');
--> statement-breakpoint
CREATE TRIGGER "contact_forms_webhooks_insert" AFTER INSERT ON "contact_forms"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('contact');
--> statement-breakpoint
CREATE TRIGGER "booking_orders_webhooks_insert" AFTER INSERT ON "booking_orders"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('booking_order');
--> statement-breakpoint
CREATE TRIGGER "booking_orders_webhooks_update" AFTER UPDATE ON "booking_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('booking_order');
--> statement-breakpoint
CREATE TRIGGER "promise_orders_webhooks_insert" AFTER INSERT ON "promise_orders"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('promise_order');
--> statement-breakpoint
CREATE TRIGGER "promise_orders_webhooks_update" AFTER UPDATE ON "promise_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events"('promise_order');
