CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "communes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"roman" text NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "additional_plan_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "additional_plan_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "media_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "media_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "project_stage_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "project_stage_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "project_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "project_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subsidy_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "subsidy_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "real_state_agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"official_name" text,
	"address" text,
	"phone" text,
	"email" text,
	"representative" text,
	"url_site" text,
	"visible" boolean DEFAULT true NOT NULL,
	"description" text,
	"important" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medias" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_type" text NOT NULL,
	"model_id" integer NOT NULL,
	"collection" text DEFAULT 'default' NOT NULL,
	"url" text NOT NULL,
	"path" text,
	"file_name" text,
	"extension" text,
	"mime" text,
	"size" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"media_type_id" integer,
	"unit_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"real_state_agency_id" integer NOT NULL,
	"commune_id" integer,
	"project_status_id" integer,
	"project_stage_type_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"description" text,
	"summary" text,
	"quotation_validity" integer,
	"reserve_validity" integer,
	"address" text,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"type_property" text,
	"crm_id" text,
	"crm_zp" text,
	"crm_email" text,
	"price_from" numeric(12, 2) NOT NULL,
	"bedrooms_from" integer NOT NULL,
	"bathrooms_from" integer,
	"area_from" numeric(8, 2) NOT NULL,
	"deliver_date" date,
	"important" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"legal_quote_text" text,
	"promises_type" text,
	"reserve_type" text,
	"reserve_currency" text,
	"reserve_amount" numeric(14, 2),
	"chatbot_url" text,
	"show_logo_realstate" boolean DEFAULT false NOT NULL,
	"show_section_news" boolean DEFAULT false NOT NULL,
	"integration_crm" boolean DEFAULT false NOT NULL,
	"promotions" text,
	"renta_minima" integer,
	"video_youtube_id" text,
	"sales_room" text,
	"google_sheet_id" text,
	"google_sheet_payment" text,
	"reserve_crm" text,
	"reserve_crm_zp" text,
	"executivename" text,
	"executiveemail" text,
	"executivephone" text,
	"plan" integer DEFAULT 1 NOT NULL,
	"exercise_area" boolean DEFAULT false NOT NULL,
	"green_area" boolean DEFAULT false NOT NULL,
	"bikers" boolean DEFAULT false NOT NULL,
	"games_accessibility" boolean DEFAULT false NOT NULL,
	"calisthenics_area" boolean DEFAULT false NOT NULL,
	"stores" boolean DEFAULT false NOT NULL,
	"events_room" boolean DEFAULT false NOT NULL,
	"clean_points" boolean DEFAULT false NOT NULL,
	"elevators" boolean DEFAULT false NOT NULL,
	"controlled_access" boolean DEFAULT false NOT NULL,
	"quincho" boolean DEFAULT false NOT NULL,
	"swimming_pool" boolean DEFAULT false NOT NULL,
	"hospital" boolean DEFAULT false NOT NULL,
	"subway_station" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_contact_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"photo_media_id" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_contact_emails_purpose_ck" CHECK ("project_contact_emails"."purpose" in ('query','promise','quotation','booking','disengagement'))
);
--> statement-breakpoint
CREATE TABLE "project_executives" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"path" text,
	"file_name" text,
	"extension" text,
	"mime" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_files_kind_ck" CHECK ("project_files"."kind" in ('brochure','nube360','tour360'))
);
--> statement-breakpoint
CREATE TABLE "project_payment_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_payment_keys_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "project_related" (
	"project_id" integer NOT NULL,
	"related_project_id" integer NOT NULL,
	CONSTRAINT "project_related_project_id_related_project_id_pk" PRIMARY KEY("project_id","related_project_id"),
	CONSTRAINT "project_related_not_self_ck" CHECK ("project_related"."project_id" <> "project_related"."related_project_id")
);
--> statement-breakpoint
CREATE TABLE "project_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"sell_subsidies" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_restrictions_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "project_subsidies" (
	"project_id" integer NOT NULL,
	"subsidy_type_id" integer NOT NULL,
	CONSTRAINT "project_subsidies_project_id_subsidy_type_id_pk" PRIMARY KEY("project_id","subsidy_type_id")
);
--> statement-breakpoint
CREATE TABLE "plans_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"plan" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint,
	"uf_value" numeric(10, 2),
	"order_number" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"real_state_agency_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_restrictions_real_state_agency_id_unique" UNIQUE("real_state_agency_id")
);
--> statement-breakpoint
CREATE TABLE "project_additionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"additional_plan_type_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"floor" integer,
	"tower" text,
	"lots" text,
	"type" text,
	"total_area" numeric(8, 2),
	"municipal_area" numeric(8, 2),
	"built_area" numeric(8, 2),
	"visible" boolean DEFAULT true NOT NULL,
	"bookeable" boolean DEFAULT true NOT NULL,
	"promisable" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"floor" integer,
	"tower" text,
	"lots" text,
	"type" text,
	"total_area" numeric(8, 2),
	"municipal_area" numeric(8, 2),
	"built_area" numeric(8, 2),
	"visible" boolean DEFAULT true NOT NULL,
	"bookeable" boolean DEFAULT true NOT NULL,
	"promisable" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"model" text,
	"orientation" text,
	"bedrooms" integer,
	"bathrooms" numeric(3, 1),
	"terrace_area" numeric(8, 2),
	"vulnerable" boolean DEFAULT false NOT NULL,
	"sectores_medios" boolean DEFAULT false NOT NULL,
	"crm_id" text,
	"id_crm_movendo" text,
	"savings" numeric(12, 2),
	"saving_ds15" numeric(12, 2),
	"base_subsidies" numeric(12, 2),
	"base_subsidie_ds15" numeric(12, 2),
	"bonus_integration" numeric(12, 2),
	"bonus_recruitment" numeric(12, 2),
	"show_price_from" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_parking_lots" (
	"property_id" integer NOT NULL,
	"parking_lot_id" integer NOT NULL,
	CONSTRAINT "property_parking_lots_property_id_parking_lot_id_pk" PRIMARY KEY("property_id","parking_lot_id")
);
--> statement-breakpoint
CREATE TABLE "property_warehouses" (
	"property_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "property_warehouses_property_id_warehouse_id_pk" PRIMARY KEY("property_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"floor" integer,
	"tower" text,
	"lots" text,
	"type" text,
	"total_area" numeric(8, 2),
	"municipal_area" numeric(8, 2),
	"built_area" numeric(8, 2),
	"visible" boolean DEFAULT true NOT NULL,
	"bookeable" boolean DEFAULT true NOT NULL,
	"promisable" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "codebtors" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"relation" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"rut" integer,
	"rut_dv" text,
	"email" text,
	"phone" text,
	"nationality" text,
	"worker_type" text,
	"monthly_rent" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"rut" integer NOT NULL,
	"rut_dv" text NOT NULL,
	"email" text,
	"phone" text,
	"status" text,
	"commune_id" integer,
	"address" text,
	"nationality" text,
	"civil_status" text,
	"worker_type" text,
	"labor_old" text,
	"monthly_rent" bigint,
	"subsidio" text,
	"rukaneado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"booking_request_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_paid" bigint,
	"uf_value" numeric(10, 2),
	"order_number" text,
	"datetime_transaction" timestamp with time zone,
	"gateway_reference" text,
	"signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"quotation_id" integer,
	"property_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint,
	"contact_name" text NOT NULL,
	"contact_rut" text,
	"contact_email" text,
	"contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promise_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"promise_request_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promise_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_paid" bigint,
	"uf_value" numeric(10, 2),
	"order_number" text,
	"datetime_transaction" timestamp with time zone,
	"gateway_reference" text,
	"signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"property_price" numeric(12, 2) NOT NULL,
	"warehouse_id" integer,
	"warehouse_price" numeric(12, 2),
	"parking_lot_id" integer,
	"parking_lot_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"minimum_rent" bigint,
	"maximum_rent" bigint,
	"uf_value" numeric(10, 2),
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"booking_request_id" integer,
	"promise_request_id" integer,
	"transaction_amount" bigint NOT NULL,
	"uf_value" numeric(10, 2),
	"token" text,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_date" timestamp with time zone,
	"balance" bigint,
	"taxes" bigint,
	"fee" bigint,
	"currency" text DEFAULT 'CLP' NOT NULL,
	"amount" bigint,
	"conversion_rate" numeric(14, 6),
	"conversion_date" timestamp with time zone,
	"media" text,
	"payment_date" timestamp with time zone,
	"payer" text,
	"commerce_order" text,
	"order_gateway" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_one_parent_ck" CHECK (num_nonnulls("payments"."booking_request_id", "payments"."promise_request_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "preapprovals" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"codebtor_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_url" text,
	"description" text,
	"property_type" text,
	"amount_property" numeric(12, 2),
	"amount_foot" numeric(12, 2),
	"credit_term" integer,
	"subsidy_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"pipeline_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"permanent_stage" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_stage_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer NOT NULL,
	"description" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"pipeline_stage_id" integer NOT NULL,
	"criticality" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"description" text,
	"preapproval_id" integer,
	"quotation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rukans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"holder" jsonb NOT NULL,
	"partner" jsonb,
	"children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_registry" jsonb,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"residence" jsonb,
	"rural_housing_program" jsonb,
	"subsidies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rukans_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"status_code" integer,
	"message" text,
	"request_body" jsonb NOT NULL,
	"response_body" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"event_type" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"body" text NOT NULL,
	"body_footer" text,
	"source" text,
	"video_youtube_id" text,
	"date" date NOT NULL,
	"user_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_project" (
	"news_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "news_project_news_id_project_id_pk" PRIMARY KEY("news_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "news_tag" (
	"news_id" integer NOT NULL,
	"tag_news_id" integer NOT NULL,
	CONSTRAINT "news_tag_news_id_tag_news_id_pk" PRIMARY KEY("news_id","tag_news_id")
);
--> statement-breakpoint
CREATE TABLE "tags_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_news_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_form_enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"enterprise" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_form_home_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"rut" text,
	"method_contact" text,
	"salary" text,
	"region_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_form_newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_form_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"query" text,
	"rut" text,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"project_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file_path" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_jobs_status_ck" CHECK ("export_jobs"."status" in ('queued','running','ready','failed')),
	CONSTRAINT "export_jobs_progress_ck" CHECK ("export_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "communes" ADD CONSTRAINT "communes_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medias" ADD CONSTRAINT "medias_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_real_state_agency_id_real_state_agencies_id_fk" FOREIGN KEY ("real_state_agency_id") REFERENCES "public"."real_state_agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_status_id_project_statuses_id_fk" FOREIGN KEY ("project_status_id") REFERENCES "public"."project_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_stage_type_id_project_stage_types_id_fk" FOREIGN KEY ("project_stage_type_id") REFERENCES "public"."project_stage_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contact_emails" ADD CONSTRAINT "project_contact_emails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contact_emails" ADD CONSTRAINT "project_contact_emails_photo_media_id_medias_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."medias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_executives" ADD CONSTRAINT "project_executives_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payment_keys" ADD CONSTRAINT "project_payment_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_related" ADD CONSTRAINT "project_related_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_related" ADD CONSTRAINT "project_related_related_project_id_projects_id_fk" FOREIGN KEY ("related_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_restrictions" ADD CONSTRAINT "project_restrictions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_subsidies" ADD CONSTRAINT "project_subsidies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_subsidies" ADD CONSTRAINT "project_subsidies_subsidy_type_id_subsidy_types_id_fk" FOREIGN KEY ("subsidy_type_id") REFERENCES "public"."subsidy_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans_payments" ADD CONSTRAINT "plans_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans_restrictions" ADD CONSTRAINT "plans_restrictions_real_state_agency_id_real_state_agencies_id_fk" FOREIGN KEY ("real_state_agency_id") REFERENCES "public"."real_state_agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additionals" ADD CONSTRAINT "project_additionals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additionals" ADD CONSTRAINT "project_additionals_additional_plan_type_id_additional_plan_types_id_fk" FOREIGN KEY ("additional_plan_type_id") REFERENCES "public"."additional_plan_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_parking_lots" ADD CONSTRAINT "property_parking_lots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_parking_lots" ADD CONSTRAINT "property_parking_lots_parking_lot_id_parking_lots_id_fk" FOREIGN KEY ("parking_lot_id") REFERENCES "public"."parking_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_warehouses" ADD CONSTRAINT "property_warehouses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_warehouses" ADD CONSTRAINT "property_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codebtors" ADD CONSTRAINT "codebtors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promise_orders" ADD CONSTRAINT "promise_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promise_orders" ADD CONSTRAINT "promise_orders_promise_request_id_promise_requests_id_fk" FOREIGN KEY ("promise_request_id") REFERENCES "public"."promise_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promise_requests" ADD CONSTRAINT "promise_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promise_requests" ADD CONSTRAINT "promise_requests_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_quotations" ADD CONSTRAINT "property_quotations_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_quotations" ADD CONSTRAINT "property_quotations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_quotations" ADD CONSTRAINT "property_quotations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_quotations" ADD CONSTRAINT "property_quotations_parking_lot_id_parking_lots_id_fk" FOREIGN KEY ("parking_lot_id") REFERENCES "public"."parking_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promise_request_id_promise_requests_id_fk" FOREIGN KEY ("promise_request_id") REFERENCES "public"."promise_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preapprovals" ADD CONSTRAINT "preapprovals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preapprovals" ADD CONSTRAINT "preapprovals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preapprovals" ADD CONSTRAINT "preapprovals_codebtor_id_codebtors_id_fk" FOREIGN KEY ("codebtor_id") REFERENCES "public"."codebtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preapprovals" ADD CONSTRAINT "preapprovals_subsidy_type_id_subsidy_types_id_fk" FOREIGN KEY ("subsidy_type_id") REFERENCES "public"."subsidy_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_stage_histories" ADD CONSTRAINT "prospect_stage_histories_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_stage_histories" ADD CONSTRAINT "prospect_stage_histories_from_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_stage_histories" ADD CONSTRAINT "prospect_stage_histories_to_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_stage_histories" ADD CONSTRAINT "prospect_stage_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_pipeline_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("pipeline_stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_preapproval_id_preapprovals_id_fk" FOREIGN KEY ("preapproval_id") REFERENCES "public"."preapprovals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rukans" ADD CONSTRAINT "rukans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_records" ADD CONSTRAINT "webhook_records_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_records" ADD CONSTRAINT "webhook_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_project" ADD CONSTRAINT "news_project_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_project" ADD CONSTRAINT "news_project_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tag" ADD CONSTRAINT "news_tag_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tag" ADD CONSTRAINT "news_tag_tag_news_id_tags_news_id_fk" FOREIGN KEY ("tag_news_id") REFERENCES "public"."tags_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_form_home_sections" ADD CONSTRAINT "contact_form_home_sections_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_forms" ADD CONSTRAINT "contact_forms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_users" ADD CONSTRAINT "notification_users_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_users" ADD CONSTRAINT "notification_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_email_idx" ON "password_resets" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "communes_province_idx" ON "communes" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "provinces_region_idx" ON "provinces" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "real_state_agencies_visible_idx" ON "real_state_agencies" USING btree ("visible","orden");--> statement-breakpoint
CREATE INDEX "medias_model_idx" ON "medias" USING btree ("model_type","model_id","collection","order");--> statement-breakpoint
CREATE INDEX "projects_agency_idx" ON "projects" USING btree ("real_state_agency_id");--> statement-breakpoint
CREATE INDEX "projects_commune_idx" ON "projects" USING btree ("commune_id");--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("orden","id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_uq" ON "projects" USING btree ("slug") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_contact_emails_project_idx" ON "project_contact_emails" USING btree ("project_id","purpose");--> statement-breakpoint
CREATE INDEX "project_executives_project_idx" ON "project_executives" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_kind_uq" ON "project_files" USING btree ("project_id","kind");--> statement-breakpoint
CREATE INDEX "plans_payments_project_idx" ON "plans_payments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_additionals_uq" ON "project_additionals" USING btree ("project_id","additional_plan_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_lots_identifier_uq" ON "parking_lots" USING btree ("project_id","identifier") WHERE "parking_lots"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_identifier_uq" ON "properties" USING btree ("project_id","identifier") WHERE "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_project_model_idx" ON "properties" USING btree ("project_id","model");--> statement-breakpoint
CREATE INDEX "properties_project_tower_idx" ON "properties" USING btree ("project_id","tower");--> statement-breakpoint
CREATE INDEX "property_parking_lots_parking_lot_idx" ON "property_parking_lots" USING btree ("parking_lot_id");--> statement-breakpoint
CREATE INDEX "property_warehouses_warehouse_idx" ON "property_warehouses" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_identifier_uq" ON "warehouses" USING btree ("project_id","identifier") WHERE "warehouses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "codebtors_customer_idx" ON "codebtors" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_rut_idx" ON "customers" USING btree ("rut");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "booking_orders_project_created_idx" ON "booking_orders" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_orders_status_idx" ON "booking_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "booking_orders_request_idx" ON "booking_orders" USING btree ("booking_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_orders_order_number_uq" ON "booking_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "booking_requests_project_created_idx" ON "booking_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_status_idx" ON "booking_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "booking_requests_quotation_idx" ON "booking_requests" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "promise_orders_project_created_idx" ON "promise_orders" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "promise_orders_status_idx" ON "promise_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "promise_orders_request_idx" ON "promise_orders" USING btree ("promise_request_id");--> statement-breakpoint
CREATE INDEX "promise_requests_project_created_idx" ON "promise_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "promise_requests_status_idx" ON "promise_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "promise_requests_quotation_idx" ON "promise_requests" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promise_requests_order_number_uq" ON "promise_requests" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "property_quotations_quotation_idx" ON "property_quotations" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "property_quotations_property_idx" ON "property_quotations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "quotations_project_created_idx" ON "quotations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotations_customer_idx" ON "quotations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotations_status_idx" ON "quotations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_booking_request_idx" ON "payments" USING btree ("booking_request_id");--> statement-breakpoint
CREATE INDEX "payments_promise_request_idx" ON "payments" USING btree ("promise_request_id");--> statement-breakpoint
CREATE INDEX "payments_project_created_idx" ON "payments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_token_uq" ON "payments" USING btree ("token");--> statement-breakpoint
CREATE INDEX "preapprovals_project_created_idx" ON "preapprovals" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "preapprovals_status_idx" ON "preapprovals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "preapprovals_customer_idx" ON "preapprovals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "pipeline_stages_pipeline_idx" ON "pipeline_stages" USING btree ("pipeline_id","order");--> statement-breakpoint
CREATE INDEX "prospect_stage_histories_prospect_idx" ON "prospect_stage_histories" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE INDEX "prospects_stage_idx" ON "prospects" USING btree ("pipeline_stage_id","created_at");--> statement-breakpoint
CREATE INDEX "prospects_project_created_idx" ON "prospects" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "prospects_customer_idx" ON "prospects" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "webhook_records_project_idx" ON "webhook_records" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_records_queue_idx" ON "webhook_records" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhooks_project_idx" ON "webhooks" USING btree ("project_id","event_type");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("date");--> statement-breakpoint
CREATE INDEX "news_status_idx" ON "news" USING btree ("status");--> statement-breakpoint
CREATE INDEX "news_project_project_idx" ON "news_project" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contact_form_enterprises_created_idx" ON "contact_form_enterprises" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_form_home_sections_created_idx" ON "contact_form_home_sections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_form_newsletters_created_idx" ON "contact_form_newsletters" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_form_sections_created_idx" ON "contact_form_sections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_forms_project_created_idx" ON "contact_forms" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_forms_created_idx" ON "contact_forms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_project_idx" ON "comments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_users_user_idx" ON "notification_users" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "export_jobs_queue_idx" ON "export_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_user_idx" ON "export_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_state_agency_users" ADD CONSTRAINT "real_state_agency_users_real_state_agency_id_real_state_agencies_id_fk" FOREIGN KEY ("real_state_agency_id") REFERENCES "public"."real_state_agencies"("id") ON DELETE cascade ON UPDATE no action;