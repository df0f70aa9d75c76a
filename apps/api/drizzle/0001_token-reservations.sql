CREATE TABLE "token_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"tokens" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"settled_tokens" integer,
	"ledger_entry_id" uuid,
	CONSTRAINT "token_reservations_tokens_pos" CHECK ("token_reservations"."tokens" > 0),
	CONSTRAINT "token_reservations_closed" CHECK (("token_reservations"."closed_at" is null and "token_reservations"."outcome" is null) or ("token_reservations"."closed_at" is not null and "token_reservations"."outcome" is not null)),
	CONSTRAINT "token_reservations_settled_range" CHECK ("token_reservations"."settled_tokens" is null or ("token_reservations"."settled_tokens" >= 0 and "token_reservations"."settled_tokens" <= "token_reservations"."tokens"))
);
--> statement-breakpoint
ALTER TABLE "token_accounts" ADD COLUMN "reserved_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_reservations" ADD CONSTRAINT "token_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_reservations_open_idx" ON "token_reservations" USING btree ("created_at") WHERE "token_reservations"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "token_accounts" ADD CONSTRAINT "token_accounts_reserved_nonneg" CHECK ("token_accounts"."reserved_tokens" >= 0);