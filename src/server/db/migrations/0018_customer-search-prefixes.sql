-- The sales lists' search typed every word as a prefix query on customers_search_idx ('camila':*),
-- which merges the postings of every word that starts with it before intersecting them: about
-- 10 ms for a common first name and surname among 250,000 customers. customer_search_prefixes
-- lists every prefix, up to 12 characters, of every word of search_text (the same words
-- to_tsvector('simple') makes), so a typed word is ONE exact key of a GIN index and the words are
-- intersected as exact keys are (about 3 ms). A typed word longer than 12 characters is looked up
-- by its first 12 and checked against the words themselves (sales-search.ts).
CREATE FUNCTION "customer_search_prefixes"(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(w, n)), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, $1))) AS w,
    generate_series(1, least(length(w), 12)) AS n
$$;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "quotations_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- customers.quotations_count: a search's total without other filters sums the matched customers'
-- counts (read with the customers themselves) instead of reading each customer's quotations.
-- Inserts and deletes apply each statement's net change in one update, in customer order so
-- concurrent writers lock customers in the same order; an update moves a quotation only when its
-- customer changes (a row trigger with a column list: status changes fire nothing).
CREATE FUNCTION "customer_quotation_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE customers c SET quotations_count = c.quotations_count + d.n
      FROM (SELECT customer_id, count(*)::int AS n FROM new_rows
            WHERE customer_id IS NOT NULL GROUP BY 1 ORDER BY 1) d
      WHERE c.id = d.customer_id;
  ELSE
    UPDATE customers c SET quotations_count = c.quotations_count - d.n
      FROM (SELECT customer_id, count(*)::int AS n FROM old_rows
            WHERE customer_id IS NOT NULL GROUP BY 1 ORDER BY 1) d
      WHERE c.id = d.customer_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "customer_quotation_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET quotations_count = quotations_count - 1 WHERE id = OLD.customer_id;
  UPDATE customers SET quotations_count = quotations_count + 1 WHERE id = NEW.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quotations_customer_counts_insert" AFTER INSERT ON "quotations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_quotation_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "quotations_customer_counts_delete" AFTER DELETE ON "quotations"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_quotation_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "quotations_customer_counts_move" AFTER UPDATE OF customer_id ON "quotations"
  FOR EACH ROW WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION "customer_quotation_counts_move"();
--> statement-breakpoint
UPDATE "customers" c SET quotations_count = d.n
  FROM (SELECT customer_id, count(*)::int AS n FROM quotations GROUP BY 1) d
  WHERE c.id = d.customer_id;--> statement-breakpoint
CREATE INDEX "customers_search_prefix_idx" ON "customers" USING gin (customer_search_prefixes("search_text"));
--> statement-breakpoint
-- A broad search's first pages read the newest quotations' entries and keep its customers' (quotations.list.ts scannedPage): the customer in this index spares a heap visit per entry.
DROP INDEX "quotations_created_idx";--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at","id","project_id","status","customer_id");
--> statement-breakpoint
-- The prefix index replaces the to_tsvector index of migration 0007 for customers.
DROP INDEX "customers_search_idx";
