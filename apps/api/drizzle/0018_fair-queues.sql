ALTER TABLE "extraction_runs" ADD COLUMN "queue_position" integer;--> statement-breakpoint
ALTER TABLE "vendor_search_sessions" ADD COLUMN "queue_position" integer;