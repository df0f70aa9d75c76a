CREATE TABLE "token_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"tokens" integer NOT NULL,
	"remaining" integer NOT NULL,
	"credit_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "token_grants_remaining_range" CHECK ("token_grants"."remaining" >= 0 and "token_grants"."remaining" <= "token_grants"."tokens")
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"price_inr" integer NOT NULL,
	"tokens" integer NOT NULL,
	"billing_months" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "billing_plans_price_nonneg" CHECK ("billing_plans"."price_inr" >= 0),
	CONSTRAINT "billing_plans_tokens_nonneg" CHECK ("billing_plans"."tokens" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_pk" PRIMARY KEY("series")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"purchase_type" text NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"tokens" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"receipt" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"ledger_entry_id" uuid,
	"invoice_number" text,
	"failure" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_pos" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_paid_fields" CHECK ("payment_orders"."status" <> 'paid' or ("payment_orders"."payment_id" is not null and "payment_orders"."paid_at" is not null and "payment_orders"."invoice_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_code" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"order_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_ledger" DROP CONSTRAINT "token_ledger_kind_fields";--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "paid_by" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "token_grants" ADD CONSTRAINT "token_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_grants_open_idx" ON "token_grants" USING btree ("user_id","created_at","id") WHERE "token_grants"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_user_receipt_key" ON "payment_orders" USING btree ("user_id","receipt");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_payment_id_key" ON "payment_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_invoice_number_key" ON "payment_orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "token_ledger_user_debits_idx" ON "token_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "token_ledger"."kind" = 'debit';--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_kind_fields" CHECK (("token_ledger"."kind" = 'debit' and "token_ledger"."operation_type" is not null) or ("token_ledger"."kind" = 'credit' and "token_ledger"."source" is not null and "token_ledger"."from_quota" = 0) or ("token_ledger"."kind" = 'reset' and "token_ledger"."source" is not null and "token_ledger"."from_purchased" = 0));