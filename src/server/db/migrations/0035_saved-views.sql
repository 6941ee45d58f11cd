-- Saved views of the lists (issue 33): per user, named uniquely (case aside) per list, with at most
-- one default per user and list.
CREATE TABLE IF NOT EXISTS "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_views_name_uq" ON "saved_views" USING btree ("user_id", "list", lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_views_default_uq" ON "saved_views" USING btree ("user_id", "list") WHERE "is_default";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_views_user_list_idx" ON "saved_views" USING btree ("user_id", "list", "id");
