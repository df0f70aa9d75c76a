ALTER TABLE "documents" ADD COLUMN "state" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "ocr_pages" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_state" CHECK ("documents"."state" in ('ready', 'ocr_pending', 'failed'));