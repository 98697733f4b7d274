ALTER TABLE "billings" ADD COLUMN "charge_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billings" ADD COLUMN "payment_method_uuid" uuid;--> statement-breakpoint
ALTER TABLE "billings" ADD COLUMN "charge_failure_code" text;