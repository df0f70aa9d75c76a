CREATE TABLE "extraction_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extraction_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reservation" jsonb,
	"first_seq" integer,
	"tokens" integer,
	"error" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "extraction_runs_status" CHECK ("extraction_runs"."status" in ('queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "materials" DROP CONSTRAINT "materials_quantity_pos";--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "confidence" real;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "provenance" jsonb;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "run_id" integer;--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "kind" text DEFAULT 'pdf' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "materials_found" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extraction_runs" ADD CONSTRAINT "extraction_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_runs" ADD CONSTRAINT "extraction_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_runs_project_idx" ON "extraction_runs" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "extraction_runs_active_idx" ON "extraction_runs" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "extraction_runs_one_active" ON "extraction_runs" USING btree ("project_id") WHERE "extraction_runs"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_confidence_range" CHECK ("materials"."confidence" is null or ("materials"."confidence" >= 0 and "materials"."confidence" <= 1));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_quantity_pos" CHECK (("materials"."quantity" is null and "materials"."source" = 'extracted') or "materials"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_kind" CHECK ("project_documents"."kind" in ('xlsx', 'xls', 'csv', 'pdf', 'docx', 'doc', 'image'));--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_status" CHECK ("project_documents"."status" in ('pending', 'parsed', 'failed'));