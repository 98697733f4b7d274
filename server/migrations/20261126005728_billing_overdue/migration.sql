CREATE TABLE "billing_deposit_slips" (
	"uuid" uuid PRIMARY KEY,
	"billing_uuid" uuid NOT NULL,
	"app_uuid" uuid NOT NULL,
	"photo_uuid" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
ALTER TABLE "billings" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billings" ADD COLUMN "balance_due" date;--> statement-breakpoint
ALTER TABLE "billings" ADD COLUMN "due_soon_noticed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billings" ADD COLUMN "grace_last_day_noticed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_deposit_slips_billing_idx" ON "billing_deposit_slips" ("billing_uuid","submitted_at");--> statement-breakpoint
CREATE INDEX "billing_deposit_slips_status_idx" ON "billing_deposit_slips" ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "billing_deposit_slips" ADD CONSTRAINT "billing_deposit_slips_billing_uuid_billings_uuid_fkey" FOREIGN KEY ("billing_uuid") REFERENCES "billings"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "billing_deposit_slips" ADD CONSTRAINT "billing_deposit_slips_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;