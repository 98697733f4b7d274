CREATE TABLE "billing_details" (
	"uuid" uuid PRIMARY KEY,
	"billing_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"convenience_fee" integer DEFAULT 0 NOT NULL,
	"plan_name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billings" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"reference_number" text NOT NULL CONSTRAINT "billings_reference_key" UNIQUE,
	"plan_name" text NOT NULL,
	"tier_type" text NOT NULL,
	"billing_type" text DEFAULT 'monthly' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"period_due" date NOT NULL,
	"subscription_fee" integer NOT NULL,
	"transactions" integer NOT NULL,
	"transaction_fees" integer NOT NULL,
	"excess_user" integer DEFAULT 0 NOT NULL,
	"excess_support" integer DEFAULT 0 NOT NULL,
	"current_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"penalty" integer DEFAULT 0 NOT NULL,
	"total_payable_amount" integer NOT NULL,
	"collected" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'for_payment' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"grace_period_activated" boolean DEFAULT false NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"carried_into" uuid,
	"payment_received_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "billing_details_billing_idx" ON "billing_details" ("billing_uuid","position");--> statement-breakpoint
CREATE UNIQUE INDEX "billings_app_period_key" ON "billings" ("app_uuid","period_start");--> statement-breakpoint
CREATE INDEX "billings_app_newest_idx" ON "billings" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "billings_status_idx" ON "billings" ("status","period_due");--> statement-breakpoint
CREATE INDEX "orders_app_completed_idx" ON "orders" ("app_uuid","completed_at") WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_billing_uuid_billings_uuid_fkey" FOREIGN KEY ("billing_uuid") REFERENCES "billings"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;