CREATE TABLE "prospect_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"quotation_id" integer NOT NULL
);
--> statement-breakpoint
-- A prospect may have several quotations: keep the one it had before the column goes away.
INSERT INTO "prospect_quotations" ("prospect_id", "quotation_id")
  SELECT "id", "quotation_id" FROM "prospects" WHERE "quotation_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "prospects" DROP CONSTRAINT "prospects_quotation_id_quotations_id_fk";
--> statement-breakpoint
-- labor_old becomes months; free text that is not a whole number cannot be converted safely.
ALTER TABLE "customers" ALTER COLUMN "labor_old" SET DATA TYPE integer
  USING CASE WHEN "labor_old" ~ '^[0-9]+$' THEN "labor_old"::integer END;--> statement-breakpoint
ALTER TABLE "prospect_quotations" ADD CONSTRAINT "prospect_quotations_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_quotations" ADD CONSTRAINT "prospect_quotations_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_quotations_uq" ON "prospect_quotations" USING btree ("prospect_id","quotation_id");--> statement-breakpoint
CREATE INDEX "prospect_quotations_quotation_idx" ON "prospect_quotations" USING btree ("quotation_id");--> statement-breakpoint
ALTER TABLE "prospects" DROP COLUMN "quotation_id";