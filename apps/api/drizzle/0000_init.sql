CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"bio" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"company" text,
	"location" text,
	"password_hash" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"google_sub" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"code" text,
	"purpose" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"replaced_by_id" uuid,
	"replaced_by_secret" text,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "token_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_code" text DEFAULT 'freemium' NOT NULL,
	"quota_tokens" integer NOT NULL,
	"quota_used" integer DEFAULT 0 NOT NULL,
	"quota_period_months" integer DEFAULT 1 NOT NULL,
	"quota_anchor_at" timestamp with time zone NOT NULL,
	"quota_period_start" timestamp with time zone NOT NULL,
	"quota_reset_at" timestamp with time zone NOT NULL,
	"purchased_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_accounts_quota_tokens_nonneg" CHECK ("token_accounts"."quota_tokens" >= 0),
	CONSTRAINT "token_accounts_quota_used_range" CHECK ("token_accounts"."quota_used" >= 0 and "token_accounts"."quota_used" <= "token_accounts"."quota_tokens"),
	CONSTRAINT "token_accounts_purchased_nonneg" CHECK ("token_accounts"."purchased_balance" >= 0),
	CONSTRAINT "token_accounts_period_months_pos" CHECK ("token_accounts"."quota_period_months" > 0),
	CONSTRAINT "token_accounts_period_order" CHECK ("token_accounts"."quota_reset_at" > "token_accounts"."quota_period_start")
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"operation_type" text,
	"source" text,
	"reference" text,
	"description" text NOT NULL,
	"project_id" integer,
	"project_name" text,
	"tokens" integer NOT NULL,
	"from_quota" integer DEFAULT 0 NOT NULL,
	"from_purchased" integer DEFAULT 0 NOT NULL,
	"quota_remaining_after" integer NOT NULL,
	"purchased_balance_after" integer NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"cost_breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_tokens_pos" CHECK ("token_ledger"."tokens" > 0),
	CONSTRAINT "token_ledger_split" CHECK ("token_ledger"."from_quota" >= 0 and "token_ledger"."from_purchased" >= 0 and "token_ledger"."from_quota" + "token_ledger"."from_purchased" = "token_ledger"."tokens"),
	CONSTRAINT "token_ledger_kind_fields" CHECK (("token_ledger"."kind" = 'debit' and "token_ledger"."operation_type" is not null) or ("token_ledger"."kind" = 'credit' and "token_ledger"."source" is not null and "token_ledger"."from_quota" = 0)),
	CONSTRAINT "token_ledger_operation_type" CHECK ("token_ledger"."operation_type" is null or "token_ledger"."operation_type" in ('regulation_query', 'material_extraction', 'vendor_discovery')),
	CONSTRAINT "token_ledger_after_nonneg" CHECK ("token_ledger"."quota_remaining_after" >= 0 and "token_ledger"."purchased_balance_after" >= 0),
	CONSTRAINT "token_ledger_amount_nonneg" CHECK ("token_ledger"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stream_events" (
	"stream" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_events_pkey" PRIMARY KEY("stream","seq")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"budget_paise" bigint,
	"notes" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_quantity_pos" CHECK ("materials"."quantity" > 0),
	CONSTRAINT "materials_budget_nonneg" CHECK ("materials"."budget_paise" is null or "materials"."budget_paise" >= 0),
	CONSTRAINT "materials_urgency" CHECK ("materials"."urgency" in ('urgent', 'normal', 'flexible')),
	CONSTRAINT "materials_source" CHECK ("materials"."source" in ('extracted', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_documents_size_nonneg" CHECK ("project_documents"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text,
	"location" text NOT NULL,
	"location_json" jsonb,
	"timeline" text,
	"budget_paise" bigint,
	"required_by_date" date,
	"project_description" text,
	"selected_materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'project_created' NOT NULL,
	"extraction_progress" real,
	"extraction_activity" text,
	"extraction_materials_found" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status" CHECK ("projects"."status" in ('project_created', 'uploading_documents', 'parsing_documents', 'ai_analyzing_materials', 'extracting', 'ready', 'extraction_failed')),
	CONSTRAINT "projects_timeline" CHECK ("projects"."timeline" is null or "projects"."timeline" in ('urgent', 'normal', 'flexible')),
	CONSTRAINT "projects_budget_nonneg" CHECK ("projects"."budget_paise" is null or "projects"."budget_paise" >= 0),
	CONSTRAINT "projects_extraction_progress_range" CHECK ("projects"."extraction_progress" is null or ("projects"."extraction_progress" >= 0 and "projects"."extraction_progress" <= 100)),
	CONSTRAINT "projects_selected_materials_array" CHECK (jsonb_typeof("projects"."selected_materials") = 'array')
);
--> statement-breakpoint
CREATE TABLE "document_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"page_number" integer NOT NULL,
	"clause" text,
	"heading" text,
	"chunk_type" text NOT NULL,
	"text" text NOT NULL,
	"text_preview" text NOT NULL,
	"bounding_box" jsonb NOT NULL,
	"boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_chunks_document_ordinal" UNIQUE("document_id","ordinal"),
	CONSTRAINT "document_chunks_type" CHECK ("document_chunks"."chunk_type" in ('heading', 'paragraph', 'table', 'list')),
	CONSTRAINT "document_chunks_page_pos" CHECK ("document_chunks"."page_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"source_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_slug_unique" UNIQUE("slug"),
	CONSTRAINT "documents_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "documents_source_type" CHECK ("documents"."source_type" in ('regulation', 'document')),
	CONSTRAINT "documents_page_count_pos" CHECK ("documents"."page_count" >= 0),
	CONSTRAINT "documents_byte_size_pos" CHECK ("documents"."byte_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "regagent_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regagent_conversations_language" CHECK ("regagent_conversations"."language" in ('en', 'gu', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "regagent_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"query" text NOT NULL,
	"language" text NOT NULL,
	"answer" text NOT NULL,
	"engine" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback" smallint,
	"feedback_at" timestamp with time zone,
	"tokens" integer NOT NULL,
	"metrics" jsonb NOT NULL,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regagent_queries_language" CHECK ("regagent_queries"."language" in ('en', 'gu', 'hi')),
	CONSTRAINT "regagent_queries_feedback" CHECK ("regagent_queries"."feedback" is null or "regagent_queries"."feedback" in (1, -1)),
	CONSTRAINT "regagent_queries_tokens_nonneg" CHECK ("regagent_queries"."tokens" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_accounts" ADD CONSTRAINT "token_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regagent_conversations" ADD CONSTRAINT "regagent_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regagent_queries" ADD CONSTRAINT "regagent_queries_conversation_id_regagent_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."regagent_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regagent_queries" ADD CONSTRAINT "regagent_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_handle_key" ON "users" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "auth_failures_subject_idx" ON "auth_failures" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "email_codes_user_purpose_idx" ON "email_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to_email","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "token_ledger_user_created_idx" ON "token_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_reference_key" ON "token_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "materials_project_idx" ON "materials" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "projects_user_created_idx" ON "projects" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_chunks_document_page_idx" ON "document_chunks" USING btree ("document_id","page_number");--> statement-breakpoint
CREATE INDEX "regagent_conversations_user_updated_idx" ON "regagent_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "regagent_queries_conversation_created_idx" ON "regagent_queries" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "regagent_queries_user_idx" ON "regagent_queries" USING btree ("user_id");