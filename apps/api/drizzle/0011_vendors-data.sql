CREATE TABLE "vendor_directory_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"rows" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfq_id" integer NOT NULL,
	"project_vendor_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_deliveries_status" CHECK ("rfq_deliveries"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "vendor_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"project_vendor_id" integer NOT NULL,
	"rfq_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"valid_until" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_quotes_amount" CHECK ("vendor_quotes"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone_key" text;--> statement-breakpoint
-- Rows stored before: their one source, and the phone key as phoneKeyOf computes it.
UPDATE "vendors" SET "sources" = ARRAY["source"], "phone_key" = (
	SELECT CASE WHEN length(k) >= 8 THEN k END FROM (
		SELECT CASE WHEN length(d) > 10 AND d LIKE '91%' THEN ltrim(substr(d, 3), '0') ELSE d END AS k
		FROM (SELECT ltrim(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), '0') AS d) digits
	) keyed
);--> statement-breakpoint
ALTER TABLE "rfq_deliveries" ADD CONSTRAINT "rfq_deliveries_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_quotes" ADD CONSTRAINT "vendor_quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_quotes" ADD CONSTRAINT "vendor_quotes_project_vendor_id_project_vendors_id_fk" FOREIGN KEY ("project_vendor_id") REFERENCES "public"."project_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_quotes" ADD CONSTRAINT "vendor_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_deliveries_rfq_vendor" ON "rfq_deliveries" USING btree ("rfq_id","project_vendor_id");--> statement-breakpoint
CREATE INDEX "rfq_deliveries_queued_idx" ON "rfq_deliveries" USING btree ("status") WHERE "rfq_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "vendor_quotes_project_idx" ON "vendor_quotes" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_quotes_vendor_idx" ON "vendor_quotes" USING btree ("project_vendor_id");--> statement-breakpoint
CREATE INDEX "vendors_gstin_idx" ON "vendors" USING btree ("gstin");--> statement-breakpoint
CREATE INDEX "vendors_phone_key_idx" ON "vendors" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "vendors_external_id_idx" ON "vendors" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "vendors_pincode_idx" ON "vendors" USING btree ("pincode");