CREATE TABLE "store_kyc" (
	"app_uuid" uuid PRIMARY KEY,
	"status" text DEFAULT 'not_submitted' NOT NULL,
	"business_type" text NOT NULL,
	"business_name" text NOT NULL,
	"tin" text NOT NULL,
	"business_address" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"id_type" text NOT NULL,
	"id_photo_uuid" uuid NOT NULL,
	"selfie_photo_uuid" uuid NOT NULL,
	"registration_photo_uuid" uuid,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE INDEX "store_kyc_status_idx" ON "store_kyc" ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "store_kyc" ADD CONSTRAINT "store_kyc_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;