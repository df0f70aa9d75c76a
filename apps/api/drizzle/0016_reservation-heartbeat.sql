DROP INDEX "token_reservations_open_idx";--> statement-breakpoint
ALTER TABLE "token_reservations" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "token_reservations_open_idx" ON "token_reservations" USING btree ("heartbeat_at") WHERE "token_reservations"."closed_at" is null;