-- A title search of the news list reads a trigram index instead of every row (50,000 news: a scan
-- of ILIKE took 120–300 ms on PGlite). pg_trgm is a trusted extension (PostgreSQL 13+): the
-- database owner may create it; PGlite loads it in src/server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_search" text GENERATED ALWAYS AS (translate(lower(title), 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')) STORED;--> statement-breakpoint
CREATE INDEX "news_title_search_trgm_idx" ON "news" USING gin ("title_search" gin_trgm_ops);