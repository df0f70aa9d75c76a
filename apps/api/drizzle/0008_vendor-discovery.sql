CREATE TABLE "project_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"first_session_id" integer,
	"matched_categories" text[] NOT NULL,
	"distance_km" real,
	"suitability_score" real NOT NULL,
	"trust_score" real NOT NULL,
	"score_breakdown" jsonb NOT NULL,
	"price_index" real,
	"quote_requested_at" timestamp with time zone,
	"quote_received" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_vendors_suitability" CHECK ("project_vendors"."suitability_score" between 0 and 1),
	CONSTRAINT "project_vendors_trust" CHECK ("project_vendors"."trust_score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"required_by_date" date,
	"recipients" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_vendors" (
	"session_id" integer NOT NULL,
	"project_vendor_id" integer NOT NULL,
	"category" text NOT NULL,
	"is_new" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_vendors_pkey" PRIMARY KEY("session_id","project_vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_search_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_search_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"session_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" integer NOT NULL,
	"max_vendors_per_category" integer NOT NULL,
	"enrichment_level" text NOT NULL,
	"categories" jsonb NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"current_activity" text DEFAULT '' NOT NULL,
	"total_vendors_found" integer DEFAULT 0 NOT NULL,
	"new_vendors_found" integer DEFAULT 0 NOT NULL,
	"reservation" jsonb,
	"tokens" integer,
	"error" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "vendor_search_sessions_status" CHECK ("vendor_search_sessions"."status" in ('pending', 'discovering', 'completed', 'failed')),
	CONSTRAINT "vendor_search_sessions_radius" CHECK ("vendor_search_sessions"."radius_km" between 5 and 100),
	CONSTRAINT "vendor_search_sessions_progress" CHECK ("vendor_search_sessions"."progress" >= 0 and "vendor_search_sessions"."progress" <= 100)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"pincode" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"gstin" text,
	"year_established" integer,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"categories" text[] NOT NULL,
	"price_levels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employee_count" integer,
	"delivers_to_site" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_source" CHECK ("vendors"."source" in ('demo', 'import', 'places')),
	CONSTRAINT "vendors_latitude" CHECK ("vendors"."latitude" between -90 and 90),
	CONSTRAINT "vendors_longitude" CHECK ("vendors"."longitude" between -180 and 180),
	CONSTRAINT "vendors_rating" CHECK ("vendors"."rating" is null or ("vendors"."rating" >= 0 and "vendors"."rating" <= 5)),
	CONSTRAINT "vendors_review_count" CHECK ("vendors"."review_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_vendors" ADD CONSTRAINT "project_vendors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_vendors" ADD CONSTRAINT "project_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_vendors" ADD CONSTRAINT "project_vendors_first_session_id_vendor_search_sessions_id_fk" FOREIGN KEY ("first_session_id") REFERENCES "public"."vendor_search_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_vendors" ADD CONSTRAINT "session_vendors_session_id_vendor_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."vendor_search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_vendors" ADD CONSTRAINT "session_vendors_project_vendor_id_project_vendors_id_fk" FOREIGN KEY ("project_vendor_id") REFERENCES "public"."project_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_search_sessions" ADD CONSTRAINT "vendor_search_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_search_sessions" ADD CONSTRAINT "vendor_search_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_vendors_project_vendor" ON "project_vendors" USING btree ("project_id","vendor_id");--> statement-breakpoint
CREATE INDEX "project_vendors_project_idx" ON "project_vendors" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_project_idx" ON "rfqs" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_search_sessions_project_idx" ON "vendor_search_sessions" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_search_sessions_active_idx" ON "vendor_search_sessions" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_search_sessions_one_active" ON "vendor_search_sessions" USING btree ("project_id") WHERE "vendor_search_sessions"."status" in ('pending', 'discovering');--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_dedupe_key" ON "vendors" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "vendors_location_gist" ON "vendors" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "vendors_categories_gin" ON "vendors" USING gin ("categories");