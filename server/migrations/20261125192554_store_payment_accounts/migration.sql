CREATE TABLE "store_payment_accounts" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"qr_photo_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_payment_accounts_app_idx" ON "store_payment_accounts" ("app_uuid","created_at");--> statement-breakpoint
ALTER TABLE "store_payment_accounts" ADD CONSTRAINT "store_payment_accounts_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "store_payment_accounts" ADD CONSTRAINT "store_payment_accounts_qr_photo_uuid_photos_uuid_fkey" FOREIGN KEY ("qr_photo_uuid") REFERENCES "photos"("uuid") ON DELETE SET NULL;