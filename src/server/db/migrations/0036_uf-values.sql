-- The UF of the day (issue 34): one value per calendar day, loaded by hand or imported from the
-- official daily series by an Admin; a day without a row uses the latest earlier one.
CREATE TABLE IF NOT EXISTS "uf_values" (
	"date" date PRIMARY KEY NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"loaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uf_values_value_positive" CHECK ("value" > 0),
	CONSTRAINT "uf_values_loaded_by_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
