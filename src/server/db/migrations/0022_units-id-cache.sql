-- The units import COPYs up to 100,000 rows, each taking its id from its table's sequence. With the
-- default CACHE 1 every nextval locks and changes the sequence's page (and writes WAL every 32
-- values): 10-30 ms of a 100,000-row import. CACHE 100 hands a session 100 ids at a time. Ids
-- stay unique; a process that ends leaves the rest of its block unused (a gap of at most 99 ids),
-- and on a server with several connections ids follow no global order: nothing reads them so, the
-- unit lists order by tower, floor and identifier and use the id only to break ties.
ALTER SEQUENCE "properties_id_seq" CACHE 100;--> statement-breakpoint
ALTER SEQUENCE "warehouses_id_seq" CACHE 100;--> statement-breakpoint
ALTER SEQUENCE "parking_lots_id_seq" CACHE 100;
